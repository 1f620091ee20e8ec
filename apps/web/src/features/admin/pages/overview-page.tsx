import type { OverviewGroup } from '@waliyy/contract/admin-overview';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { SelectField } from '../../../components/fields/select-field';
import { TextField } from '../../../components/fields/text-field';
import { useOverview } from '../api';
import { AdminPage, Failed, Loading } from '../components/admin-ui';
import { OverviewFigures } from '../components/overview-figures';
import {
  GROUP_LABELS,
  type OverviewRange,
  PRESET_KEYS,
  PRESETS,
  presetRange,
  rangeError,
  rangeFromSearch,
  searchOf,
} from '../overview-range';

const ALL_GROUPS = ['day', 'week', 'month'] as const;

/**
 * /admin: what an operator reads (decisions 012 and 023): the figures as they stand now, and the
 * range's series per day, week or month. The range is in the address, so a link or a reload
 * shows the same numbers; the last 30 days by default.
 */
export function AdminOverviewPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const range = useMemo(() => rangeFromSearch(search, new Date()), [search]);
  const error = rangeError(range.from, range.to);
  const overview = useOverview(error ? null : range);
  const go = (next: OverviewRange, replace = false) =>
    navigate({ search: searchOf(next) }, { replace });
  const groups: readonly OverviewGroup[] = range.preset ? PRESETS[range.preset].groups : ALL_GROUPS;

  return (
    <AdminPage
      title="Overview"
      intro="Whole days in UTC, both ends included. The figures under “Now” do not depend on the range."
    >
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-semibold text-brand-900">Range</legend>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Presets</legend>
          {PRESET_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={range.preset === key}
              className={buttonClass(range.preset === key ? 'primary' : 'outline')}
              onClick={() => go(presetRange(key, new Date(), range.group))}
            >
              {`Last ${PRESETS[key].label}`}
            </button>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:max-w-3xl">
          <TextField
            label="From"
            type="date"
            value={range.from}
            max={range.to || undefined}
            onChange={(event) => go({ ...range, from: event.target.value, preset: null }, true)}
          />
          <TextField
            label="To"
            type="date"
            value={range.to}
            min={range.from || undefined}
            onChange={(event) => go({ ...range, to: event.target.value, preset: null }, true)}
            error={error ?? undefined}
          />
          {groups.length > 1 ? (
            <SelectField
              label="Group"
              options={groups.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
              value={range.group}
              onChange={(event) => go({ ...range, group: event.target.value as OverviewGroup })}
            />
          ) : null}
        </div>
      </fieldset>
      {error ? null : overview.isPending ? (
        <Loading>Loading the overview…</Loading>
      ) : overview.isError ? (
        <Failed query={overview} fallback="We could not load the overview" />
      ) : (
        <OverviewFigures overview={overview.data} />
      )}
    </AdminPage>
  );
}

import {
  OVERVIEW_MAX_DAYS,
  OVERVIEW_MESSAGES,
  type OverviewGroup,
  overviewDays,
} from '@waliyy/contract/admin-overview';
import { utcDay } from './format';

// The overview's range lives in the address (decision 023): `?preset=7d|30d|12m` (with
// `&group=week|month` for 12 months), or `?from=YYYY-MM-DD&to=YYYY-MM-DD&group=day|week|month`.
// Nothing in the address means the last 30 days.

export const PRESETS = {
  '7d': { label: '7 days', groups: ['day'] },
  '30d': { label: '30 days', groups: ['day'] },
  '12m': { label: '12 months', groups: ['month', 'week'] },
} as const satisfies Record<string, { label: string; groups: readonly OverviewGroup[] }>;
export type Preset = keyof typeof PRESETS;
export const PRESET_KEYS = Object.keys(PRESETS) as Preset[];

export const GROUP_LABELS: Record<OverviewGroup, string> = {
  day: 'Per day',
  week: 'Per week',
  month: 'Per month',
};

export type OverviewRange = {
  from: string;
  to: string;
  group: OverviewGroup;
  /** The preset the range came from, or null for dates chosen by hand. */
  preset: Preset | null;
};

const isGroup = (value: string | null): value is OverviewGroup =>
  value === 'day' || value === 'week' || value === 'month';
const isPreset = (value: string | null): value is Preset =>
  value !== null && Object.hasOwn(PRESETS, value);

/** The first day of the month `months` before today's (UTC). */
function monthStart(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1));
  return d.toISOString().slice(0, 10);
}

/** A preset's days up to today: 12 months start on the first of a month, so each is whole. */
export function presetRange(preset: Preset, now: Date, group: string | null): OverviewRange {
  const to = utcDay(now);
  const groups: readonly OverviewGroup[] = PRESETS[preset].groups;
  const chosen = isGroup(group) && groups.includes(group) ? group : groups[0]!;
  if (preset === '12m') return { from: monthStart(now, 11), to, group: chosen, preset };
  return { from: utcDay(now, preset === '7d' ? 6 : 29), to, group: chosen, preset };
}

/** The range an address asks for. */
export function rangeFromSearch(search: string, now: Date): OverviewRange {
  const params = new URLSearchParams(search);
  const preset = params.get('preset');
  const group = params.get('group');
  if (isPreset(preset)) return presetRange(preset, now, group);
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) {
    return { from, to, group: isGroup(group) ? group : 'day', preset: null };
  }
  return presetRange('30d', now, null);
}

/** The address of a range: its preset when it has one, else its dates. */
export function searchOf(range: OverviewRange): string {
  const params = new URLSearchParams(
    range.preset
      ? { preset: range.preset }
      : { from: range.from, to: range.to, group: range.group },
  );
  if (range.preset && PRESETS[range.preset].groups.length > 1) params.set('group', range.group);
  return `?${params.toString()}`;
}

/** Why a range cannot be shown (the API's own words), or null. */
export function rangeError(from: string, to: string): string | null {
  if (!from || !to) return 'Choose both dates.';
  const days = overviewDays(from, to);
  if (Number.isNaN(days)) return 'Choose both dates.';
  if (days < 1) return OVERVIEW_MESSAGES.rangeOrder;
  if (days > OVERVIEW_MAX_DAYS) return OVERVIEW_MESSAGES.rangeLength;
  return null;
}

import { Fragment } from 'react';
import { PROFILE_FIELDS, SUMMARY_FIELDS } from '../../../../components/fields/profile-fields';
import { richText } from '../../../../i18n/rich-text';
import { useT } from '../../../../i18n/translate';
import { useSetupField } from '../use-setup-field';
import { SetupSection } from './setup-section';

/** Section 5, with the Terms' rule on free text said plainly (product.md §5 Terms, decision 007). */
export function SelfSummary() {
  const t = useT();
  const field = useSetupField();
  return (
    <SetupSection
      id="setup-summary"
      step={5}
      title={t('setup.section.summary')}
      intro={
        <p
          role="note"
          className="rounded-2xl border border-gold-400/50 bg-gold-200/40 p-4 text-sm text-ink"
        >
          {richText(t('setup.section.summaryNote'), {
            strong: (words) => <strong className="text-brand-900">{words}</strong>,
          })}
        </p>
      }
    >
      {SUMMARY_FIELDS.map((name) => (
        <Fragment key={name}>{PROFILE_FIELDS[name](field(name))}</Fragment>
      ))}
    </SetupSection>
  );
}

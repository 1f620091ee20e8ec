import { PROFILE_FIELDS } from '../../../../components/fields/profile-fields';
import { useSetupField } from '../use-setup-field';
import { SetupSection } from './setup-section';

/** Section 5, with the Terms' rule on free text said plainly (product.md §5 Terms, decision 007). */
export function SelfSummary() {
  const field = useSetupField();
  return (
    <SetupSection
      id="setup-summary"
      step={5}
      title="Self Summary"
      intro={
        <p
          role="note"
          className="rounded-2xl border border-gold-400/50 bg-gold-200/40 p-4 text-sm text-ink"
        >
          <strong className="text-brand-900">Keep it anonymous.</strong> Profiles are shown without
          names, so names (the single&rsquo;s own included), e-mail addresses, phone numbers, links
          and social media handles are not allowed in any written answer on this form. Contact
          details are shared only after a match.
        </p>
      }
    >
      {PROFILE_FIELDS.about(field('about'))}
      {PROFILE_FIELDS.aboutEducationAndJob(field('aboutEducationAndJob'))}
      {PROFILE_FIELDS.aboutDressing(field('aboutDressing'))}
    </SetupSection>
  );
}

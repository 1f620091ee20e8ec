import { PROFILE_LABELS } from '../../../components/fields/profile-labels';
import { TextareaField } from '../../../components/fields/textarea-field';
import { useSetupField } from '../use-setup-field';
import { SetupSection, WIDE } from './setup-section';

/** Section 5, with the Terms' rule on free text said plainly (spec §5 Terms, decision 007). */
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
      <TextareaField
        label={PROFILE_LABELS.about}
        maxLength={2000}
        rows={5}
        hint="Character, interests, family, what you hope for in a marriage"
        className={WIDE}
        {...field('about')}
      />
      <TextareaField
        label={PROFILE_LABELS.aboutEducationAndJob}
        maxLength={2000}
        className={WIDE}
        {...field('aboutEducationAndJob')}
      />
      <TextareaField
        label={PROFILE_LABELS.aboutDressing}
        maxLength={2000}
        rows={3}
        className={WIDE}
        {...field('aboutDressing')}
      />
    </SetupSection>
  );
}

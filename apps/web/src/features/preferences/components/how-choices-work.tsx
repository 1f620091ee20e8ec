/**
 * Which choices filter and which only rank (decision 060, issue 23 point 2), said once above
 * the form; each section's intro repeats its part.
 */
export function HowChoicesWork() {
  return (
    <section
      aria-label="How your choices work"
      className="rounded-3xl border border-brand-200 bg-brand-50 p-5 leading-relaxed text-ink sm:p-6"
    >
      <p>
        <strong className="font-semibold text-brand-900">Must-haves:</strong> the age, height and
        weight ranges and every list (genotype, marital status, education, employment, country,
        nationality, salat, sect). Recommendations meet all of them; choosing none means any.
      </p>
      <p className="mt-2">
        <strong className="font-semibold text-brand-900">Only ranking:</strong> the lifestyle
        questions and relocation. They never rule anyone out.
      </p>
      <p className="mt-2">
        When few profiles meet every must-have, the dashboard goes on with those close to them,
        saying what differs.
      </p>
    </section>
  );
}

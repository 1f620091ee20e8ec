/** Holds the paid plan's place while it loads, so the section does not jump (CLS). */
export function PlanCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-4 rounded-3xl bg-brand-900/90 p-7 motion-reduce:animate-none sm:p-8"
      data-testid="plan-skeleton"
    >
      <div className="h-7 w-32 rounded-full bg-white/20" />
      <div className="h-12 w-48 rounded-full bg-white/20" />
      <div className="mt-2 space-y-3">
        <div className="h-4 w-full rounded-full bg-white/15" />
        <div className="h-4 w-5/6 rounded-full bg-white/15" />
        <div className="h-4 w-4/6 rounded-full bg-white/15" />
        <div className="h-4 w-5/6 rounded-full bg-white/15" />
      </div>
      <div className="mt-auto h-11 w-full rounded-full bg-white/20" />
    </div>
  );
}

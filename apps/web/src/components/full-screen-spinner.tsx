/** Shown while a page's code loads (router hydrate fallback, Suspense fallback). */
export function FullScreenSpinner() {
  return (
    <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-cream-100">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800 motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

type FullPageLoaderProps = { label: string };

/**
 * Covers the page while a form's request runs (product.md §2: a full-page loader replaces the form),
 * saying what is happening. The form stays mounted underneath (hidden) so a failed request
 * brings it back as it was.
 */
export function FullPageLoader({ label }: FullPageLoaderProps) {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 grid place-items-center bg-cream-100 px-6 text-center"
    >
      <div className="grid justify-items-center gap-4">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800 motion-reduce:animate-[spin_3s_linear_infinite]"
        />
        <span className="font-semibold text-brand-900">{label}</span>
      </div>
    </div>
  );
}

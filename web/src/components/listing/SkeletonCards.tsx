/** Spec section 2: three skeleton cards while the listing loads. */
export const SKELETON_COUNT = 3;

export function SkeletonCards() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading opportunities...</span>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          data-testid="skeleton-card"
          className="animate-pulse space-y-3 rounded-xl border border-slate-200 bg-white p-4 md:p-6"
        >
          <div className="flex gap-4">
            <div className="h-12 w-12 rounded-lg bg-slate-200 md:h-16 md:w-16" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-3/4 rounded bg-slate-200" />
              <div className="h-4 w-1/3 rounded bg-slate-200" />
            </div>
          </div>
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="h-12 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

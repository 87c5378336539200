export function DetailSkeleton() {
  return (
    <div role="status" className="animate-pulse space-y-4 py-6">
      <span className="sr-only">Loading opportunity details...</span>
      <div aria-hidden="true" className="h-10 rounded-lg bg-slate-200" />
      <div aria-hidden="true" className="space-y-4 rounded-xl bg-white p-6 shadow-sm">
        <div className="flex gap-4">
          <div className="h-16 w-16 rounded-lg bg-slate-200" />
          <div className="flex-1 space-y-3">
            <div className="h-7 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-2/5 rounded bg-slate-200" />
        <div className="h-40 rounded bg-slate-100" />
      </div>
    </div>
  );
}

/** Spec section 2: the listing with no results. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-slate-900">No opportunities found</p>
      <p className="mt-1 text-slate-600">Try adjusting your filters or check back later</p>
      <button
        type="button"
        onClick={onClear}
        className="mt-5 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Clear Filters
      </button>
    </div>
  );
}

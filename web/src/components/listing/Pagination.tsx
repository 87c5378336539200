// Spec section 4, "Pagination": Previous, "Page X of Y", Next; shown only when there is more than one page.
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const BUTTON =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 pt-2">
      <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <button type="button" className={BUTTON} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

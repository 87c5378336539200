// A panel sliding over the page from the left: the listing's filters below 1024 px, the Smart Picks
// menu on phones (spec section 2). A click on the backdrop or Escape closes it. The panel never takes
// the whole width: at least a 3rem strip of backdrop stays beside it to tap (85% of a 375 px phone).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../opportunity/icons.tsx';

export interface DrawerProps {
  onClose: () => void;
  children: ReactNode;
  title?: string;
}

export function FilterDrawer({ onClose, children, title = 'Filters' }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    // The page behind must not scroll while the drawer covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        data-testid="filters-backdrop"
        onClick={onClose}
        className="absolute inset-0 bg-slate-900/50 transition-opacity duration-200 starting:opacity-0"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="absolute inset-y-0 left-0 w-[85%] max-w-[min(24rem,calc(100%-3rem))] overflow-y-auto bg-white p-5 shadow-xl transition-transform duration-200 outline-none starting:-translate-x-full"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={`Close ${title.toLowerCase()}`}
            className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

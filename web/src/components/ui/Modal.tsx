// A modal dialog on the native <dialog> element: focus trapping, Escape and the top layer come from
// the browser. Used for "Message Received!", "Error Occurred", University Support and others; with
// `actions`, a choice (the recruiter's status change) whose buttons replace the closing one.
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The closing button's text (spec: "Close Notification", "OK", ...). */
  closeLabel?: string;
  /**
   * Buttons instead of the closing one. The one marked `data-initial-focus` gets the focus when the
   * dialog opens (the browser would focus the first): the least harmful choice of a decision.
   */
  actions?: ReactNode;
}

export function Modal({ open, title, onClose, children, closeLabel = 'Close', actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto ${actions ? 'w-[min(36rem,calc(100vw-2rem))]' : 'w-[min(28rem,calc(100vw-2rem))]'} rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="mt-3 text-slate-700">{children}</div>
        {actions ? (
          <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">{actions}</div>
        ) : (
          <div className="mt-6 flex justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {closeLabel}
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}

// A header menu ("Recruiters", "More", the user menu) as a disclosure: a button with aria-expanded
// that shows a list of links and actions. Tab moves through the entries, Escape closes and returns
// focus to the button, an outside click or choosing an entry closes it.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../ui/Icon.tsx';
import { FOCUS_RING } from '../ui/styles.ts';
import type { MenuItem } from './menu-items.ts';
import { useDismiss } from './useDismiss.ts';

export interface DropdownMenuProps {
  /** The button's content; `label` is its accessible name when the content is not plain text. */
  button: ReactNode;
  label?: string;
  items: readonly MenuItem[];
  align?: 'left' | 'right';
}

const ITEM_CLASS = `block w-full px-4 py-2 text-left text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-900 ${FOCUS_RING}`;

export function DropdownMenu({ button, label, items, align = 'left' }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close, trigger);

  return (
    <div ref={root} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={`inline-flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900 ${FOCUS_RING}`}
      >
        {button}
        <Icon name="chevronDown" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul
          id={panelId}
          className={`absolute top-full z-50 mt-1 min-w-48 rounded-xl border border-slate-200 bg-white py-2 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
        >
          {items.map((item) => (
            <li key={item.label}>
              {'to' in item ? (
                <Link to={item.to} className={ITEM_CLASS} onClick={close}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={ITEM_CLASS}
                  onClick={() => {
                    close();
                    item.onSelect();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

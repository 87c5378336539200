// Tables of many columns that turn into one card per row below the md breakpoint (768 px), so a phone
// shows every value and every button without scrolling sideways. The header row stays for screen
// readers only; each cell names its column before its value (its data-label), on narrow screens only.
import type { ReactNode, TdHTMLAttributes } from 'react';

/** The table; `minWidth` (e.g. md:min-w-[60rem]) applies from md up, where it is a table. */
export const STACKED_TABLE =
  'w-full text-left text-sm max-md:block max-md:[&>thead]:sr-only max-md:[&>tbody]:block max-md:[&>tbody]:space-y-3';

export const STACKED_ROW =
  'border-b border-slate-100 align-top max-md:block max-md:rounded-xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3 max-md:shadow-sm';

const LABELLED =
  'max-md:flex max-md:gap-3 max-md:before:w-28 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

const CELL = 'py-2 pr-4 max-md:py-1 max-md:pr-0';

/**
 * One cell. `label`: its column's name, shown before the value on a card (none for a cell that needs
 * no name, such as the row's buttons); `as="th"` for a row's own heading cell.
 */
export function StackedCell({
  label,
  as: Tag = 'td',
  className = '',
  children,
  ...rest
}: {
  label?: string;
  as?: 'td' | 'th';
  className?: string;
  children: ReactNode;
} & TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <Tag
      data-label={label}
      className={`${CELL} ${label ? LABELLED : 'max-md:block'} ${className}`}
      {...(Tag === 'th' ? { scope: 'row' } : {})}
      {...rest}
    >
      {label ? <div className="min-w-0 max-md:flex-1">{children}</div> : children}
    </Tag>
  );
}

// One page of an admin section's list, the same in every section: loading or failed (with a retry),
// a dashed box when the page is empty, the rows, and the pager under them. Also the "Show"/"Status"
// select that filters such a list.
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '../../api/admin.ts';
import { LoadState, Pager } from './AdminStates.tsx';

interface ListPage<T> {
  data: T[];
  pagination: { total: number };
}

/** `what` names the list in "Loading {what}..." and "The {what} could not be loaded." */
type Rows<T> =
  /** Cards: one `<li>` a row, in a list named `label` (which, in lower case, is `what` unless given). */
  | { label: string; row: (item: T) => ReactNode; what?: string; table?: never }
  /** Anything else (a table) drawn from the page's rows. */
  | { table: (rows: T[]) => ReactNode; what: string; label?: never; row?: never };

export interface PageState {
  offset: number;
  onPage: (offset: number) => void;
}

export type AdminListProps<T> = PageState & {
  query: UseQueryResult<ListPage<T>>;
  empty: ReactNode;
} & Rows<T>;

export function AdminList<T extends { id: string }>(props: AdminListProps<T>) {
  const { query, empty, offset, onPage } = props;
  const what = props.what ?? props.label!.toLowerCase();
  const page = query.data;
  const rows = page?.data ?? [];
  return (
    <>
      <LoadState query={query} what={what} />
      {page && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">{empty}</p>
      ) : null}
      {rows.length > 0 ? (
        props.table ? (
          props.table(rows)
        ) : (
          <ul aria-label={props.label} className="space-y-3">
            {rows.map((item) => (
              <Fragment key={item.id}>{props.row(item)}</Fragment>
            ))}
          </ul>
        )
      ) : null}
      {page ? (
        <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} total={page.pagination.total} onChange={onPage} />
      ) : null}
    </>
  );
}

/** A list's filter and the page it is on: a new filter starts again at the first page. */
export function useFilteredPages<F>(initial: F) {
  const [filter, setFilter] = useState(initial);
  const [offset, setOffset] = useState(0);
  const refilter = (next: F) => {
    setFilter(next);
    setOffset(0);
  };
  const page: PageState = { offset, onPage: setOffset };
  return { filter, setFilter: refilter, page };
}

export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  stacked = false,
  selectClassName = `${stacked ? 'mt-1 ' : ''}rounded-lg border border-slate-300 px-3 py-1.5`,
}: {
  label: string;
  value: V;
  options: readonly { id: V; label: string }[];
  onChange: (value: V) => void;
  /** The label above the select (in a row of form fields) rather than beside it. */
  stacked?: boolean;
  /** To match the form's other fields where they differ from the plain select. */
  selectClassName?: string;
}) {
  return (
    <label className={stacked ? 'flex flex-col text-sm' : 'flex items-center gap-2 text-sm'}>
      {label}
      <select className={selectClassName} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

// The audit log: who did what to which record, newest first, filtered by action, by the actor's
// e-mail and by record; "before" and "after" open on demand. The filters live in the address
// (/admin?section=audit&record_id=...), so each record's history is a link: every row's record leads
// to it, and to the record's own admin page where there is one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ADMIN_KEY, type AuditFilter } from '../../api/admin.ts';
import { auditApi, type AuditEventJson } from '../../api/admin-operations.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { STACKED_ROW, STACKED_TABLE, StackedCell as Cell } from '../../components/ui/StackedTable.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { opportunityPath } from '@phd/contracts/paths';
import { AdminTableHead } from './AdminTableHead.tsx';
import { AdminList } from './AdminList.tsx';
import { formatWhen } from './AdminStates.tsx';

/** The log's filters (GET /api/admin/audit's), as the form asks for them. */
const FILTER_FIELDS = [
  { key: 'action', label: 'Action', placeholder: 'e.g. contact_message.deleted' },
  { key: 'actor', label: 'By (e-mail contains)' },
  { key: 'record_type', label: 'Record type', placeholder: 'e.g. opportunity' },
  { key: 'record_id', label: 'Record id' },
] as const;
const FILTERS = FILTER_FIELDS.map((field) => field.key);
type FilterKey = (typeof FILTERS)[number];

/** The address of the log filtered to one record's history. */
export const recordHistoryPath = (type: string, id: string) =>
  `/admin?${new URLSearchParams({ section: 'audit', record_type: type, record_id: id })}`;

/** Where a record is managed, for the types that have such a page: its own, else its console section. */
const RECORD_PAGES: Record<string, { label: string; path: (id: string) => string }> = {
  blog_post: { label: 'Edit the post', path: (id) => `/edit-blog/${encodeURIComponent(id)}` },
  opportunity: { label: 'Open the position', path: (id) => opportunityPath(encodeURIComponent(id)) },
  contact_message: { label: 'Contact messages', path: () => '/admin?section=contact' },
  recruiter: { label: 'Recruiters', path: () => '/admin?section=recruiters' },
  tenant: { label: 'University sites', path: () => '/admin?section=tenants' },
  newsletter_subscription: { label: 'Newsletter', path: () => '/admin?section=newsletter' },
};

/** A UUID is long: its first block is enough to tell records apart on screen (the link carries all of it). */
const shortId = (id: string) => (/^[0-9a-f]{8}-/i.test(id) ? `${id.slice(0, 8)}…` : id);

function RecordCell({ event }: { event: AuditEventJson }) {
  const { record_type: type, record_id: id } = event;
  if (!id) return <span className="font-mono text-xs">{type}</span>;
  const page = RECORD_PAGES[type];
  return (
    <span className="flex flex-col gap-0.5">
      <Link to={recordHistoryPath(type, id)} className={`${TEXT_LINK} font-mono text-xs`} title={id}>
        {type} {shortId(id)}
        <span className="sr-only"> (history of this record)</span>
      </Link>
      {page ? (
        <Link to={page.path(id)} className={`${TEXT_LINK} text-xs`}>
          {page.label}
        </Link>
      ) : null}
    </span>
  );
}

export function AuditLogSection() {
  const [params] = useSearchParams();
  // A new filter (a record's history link included) starts afresh: its form and its first page.
  return <AuditLog key={FILTERS.map((key) => params.get(key) ?? '').join('\n')} />;
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(
    FILTERS.map((key) => [key, params.get(key)?.trim() || undefined]).filter(([, value]) => value),
  );
  const filtered = Object.keys(filter).length > 0;
  const [draft, setDraft] = useState(
    () => Object.fromEntries(FILTERS.map((key) => [key, filter[key] ?? ''])) as Record<FilterKey, string>,
  );
  const [offset, setOffset] = useState(0);
  const log = useQuery({
    queryKey: [...ADMIN_KEY, 'audit', filter, offset],
    queryFn: () => auditApi.list(filter, offset),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams({ section: 'audit' });
    for (const key of FILTERS) if (draft[key].trim()) next.set(key, draft[key].trim());
    setParams(next);
    setOffset(0);
  };

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
        Audit log
      </h2>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        {FILTER_FIELDS.map((field) => (
          <label key={field.key} className="flex flex-col text-sm">
            {field.label}
            <input
              className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
              placeholder={'placeholder' in field ? field.placeholder : undefined}
              value={draft[field.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [field.key]: e.target.value }))}
            />
          </label>
        ))}
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <AdminList
        query={log}
        what="audit log"
        empty={`Nothing recorded${filtered ? ' for these filters' : ' yet'}.`}
        offset={offset}
        onPage={setOffset}
        table={(rows) => (
          <ScrollRegion label="Audit log entries">
            <table className={`${STACKED_TABLE} md:min-w-[40rem]`}>
              <AdminTableHead columns={['When', 'Who', 'Action', 'Record', 'Details']} />
              <tbody>
                {rows.map((e) => (
                  <tr key={e.id} className={STACKED_ROW}>
                    <Cell label="When" className="md:whitespace-nowrap">
                      {formatWhen(e.created_at)}
                    </Cell>
                    <Cell label="Who" className="break-words">
                      {e.actor.email ?? e.actor.kind}
                      <span className="block text-xs text-slate-500">
                        {e.actor.kind}
                        {e.ip ? ` · ${e.ip}` : ''}
                      </span>
                    </Cell>
                    <Cell label="Action" className="font-mono text-xs break-all">
                      {e.action}
                    </Cell>
                    <Cell label="Record">
                      <RecordCell event={e} />
                    </Cell>
                    <Cell label="Details">
                      {e.before || e.after ? (
                        <details>
                          <summary className="cursor-pointer">Before and after</summary>
                          <pre className="mt-1 max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                            {JSON.stringify({ before: e.before, after: e.after }, null, 2)}
                          </pre>
                        </details>
                      ) : (
                        '—'
                      )}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      />
    </section>
  );
}

// The audit log: who did what to which record, newest first, filtered by action and by the actor's
// e-mail; "before" and "after" open on demand.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ADMIN_KEY, ADMIN_PAGE_SIZE, adminApi } from '../../api/admin.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { formatWhen, LoadState, Pager } from './AdminStates.tsx';

export function AuditLogSection() {
  const [filter, setFilter] = useState({ action: '', actor: '' });
  const [draft, setDraft] = useState(filter);
  const [offset, setOffset] = useState(0);
  const query = { action: filter.action || undefined, actor: filter.actor || undefined };
  const log = useQuery({
    queryKey: [...ADMIN_KEY, 'audit', query, offset],
    queryFn: () => adminApi.audit(query, offset),
    placeholderData: keepPreviousData,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ action: draft.action.trim(), actor: draft.actor.trim() });
    setOffset(0);
  };

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h2 id="audit-heading" className="text-xl font-bold text-brand-900">
        Audit log
      </h2>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        <label className="flex flex-col text-sm">
          Action
          <input
            className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
            placeholder="e.g. contact_message.deleted"
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
          />
        </label>
        <label className="flex flex-col text-sm">
          By (e-mail contains)
          <input
            className="mt-1 rounded-lg border border-slate-300 px-3 py-1.5"
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
          />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <LoadState query={log} what="audit log" />
      {log.data && log.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Nothing recorded{filter.action || filter.actor ? ' for these filters' : ' yet'}.
        </p>
      ) : null}
      {log.data && log.data.data.length > 0 ? (
        <ScrollRegion label="Audit log entries">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th className="py-2 pr-4 font-medium">When</th>
                <th className="py-2 pr-4 font-medium">Who</th>
                <th className="py-2 pr-4 font-medium">Action</th>
                <th className="py-2 pr-4 font-medium">Record</th>
                <th className="py-2 font-medium">Details</th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((e) => (
                <tr key={e.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatWhen(e.created_at)}</td>
                  <td className="py-2 pr-4">
                    {e.actor.email ?? e.actor.kind}
                    <span className="block text-xs text-slate-500">
                      {e.actor.kind}
                      {e.ip ? ` · ${e.ip}` : ''}
                    </span>
                  </td>
                  <td className="py-2 pr-4 font-mono text-xs">{e.action}</td>
                  <td className="py-2 pr-4 font-mono text-xs break-all">
                    {e.record_type}
                    {e.record_id ? ` ${e.record_id}` : ''}
                  </td>
                  <td className="py-2">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {log.data ? (
        <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} total={log.data.pagination.total} onChange={setOffset} />
      ) : null}
    </section>
  );
}

// Contact messages (spec section 7, "Contact"): newest first, open or handled, with a reply link that
// opens the admin's mail program, "Mark handled" and "Delete" (after a confirmation); a failure shows
// the "Error Occurred" dialog.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEY, ADMIN_PAGE_SIZE, adminApi, type ContactState } from '../../api/admin.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { ContactMessageJson } from '@phd/contracts/api-types';
import { formatWhen, LoadState, Pager } from './AdminStates.tsx';

const STATES: { id: ContactState; label: string }[] = [
  { id: 'open', label: 'Waiting' },
  { id: 'handled', label: 'Handled' },
  { id: 'all', label: 'All' },
];

const replyLink = (m: ContactMessageJson) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent('Re: your message to PhD Finder')}`;

export function ContactMessagesSection() {
  const [state, setState] = useState<ContactState>('open');
  const [offset, setOffset] = useState(0);
  const client = useQueryClient();
  const errors = useErrorModal();
  const key = [...ADMIN_KEY, 'contact', state, offset];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.contact(state, offset),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'contact'] });
  const onError = (error: unknown) => errors.show(serverMessage(error, 'The message could not be changed.'));
  const handled = useMutation({
    mutationFn: ({ id, value }: { id: string; value: boolean }) => adminApi.setHandled(id, value),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({ mutationFn: adminApi.deleteContact, onSuccess: refresh, onError });

  return (
    <section aria-labelledby="contact-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="contact-heading" className="text-xl font-bold text-brand-900">
          Contact messages
          {list.data ? (
            <span className="ml-2 text-base font-normal text-slate-600">{list.data.open} waiting</span>
          ) : null}
        </h2>
        <label className="flex items-center gap-2 text-sm">
          Show
          <select
            className="rounded-lg border border-slate-300 px-3 py-1.5"
            value={state}
            onChange={(e) => {
              setState(e.target.value as ContactState);
              setOffset(0);
            }}
          >
            {STATES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LoadState query={list} what="contact messages" />
      {list.data && list.data.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          {state === 'open' ? 'No messages waiting.' : 'No messages.'}
        </p>
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <ul aria-label="Contact messages" className="space-y-3">
          {list.data.data.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {m.name} <span className="font-normal break-all text-slate-600">&lt;{m.email}&gt;</span>
                </p>
                <p className="text-sm text-slate-600">
                  {formatWhen(m.created_at)}
                  {m.handled_at ? ` · handled ${formatWhen(m.handled_at)}` : ''}
                </p>
              </div>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <a className={TEXT_LINK} href={replyLink(m)}>
                  Reply by e-mail
                </a>
                <Button
                  variant="secondary"
                  disabled={handled.isPending}
                  onClick={() => handled.mutate({ id: m.id, value: !m.handled_at })}
                >
                  {m.handled_at ? 'Mark as waiting' : 'Mark handled'}
                </Button>
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Delete the message from ${m.name}? This cannot be undone.`))
                      remove.mutate(m.id);
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {list.data ? (
        <Pager offset={offset} pageSize={ADMIN_PAGE_SIZE} total={list.data.pagination.total} onChange={setOffset} />
      ) : null}
    </section>
  );
}

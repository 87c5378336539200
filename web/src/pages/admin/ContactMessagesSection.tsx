// Contact messages (spec section 7, "Contact"): newest first, open or handled, with a reply link that
// opens the admin's mail program, "Mark handled" and "Delete" (after a confirmation); a failure shows
// the "Error Occurred" dialog.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_KEY, adminApi, type ContactState } from '../../api/admin.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { ContactMessageJson } from '@phd/contracts/endpoints/admin-contact';
import { AdminList, FilterSelect, useFilteredPages } from './AdminList.tsx';
import { formatWhen } from './AdminStates.tsx';

const STATES: { id: ContactState; label: string }[] = [
  { id: 'open', label: 'Waiting' },
  { id: 'handled', label: 'Handled' },
  { id: 'all', label: 'All' },
];

const replyLink = (m: ContactMessageJson) =>
  `mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent('Re: your message to PhD Finder')}`;

export function ContactMessagesSection() {
  const { filter: state, setFilter: setState, page } = useFilteredPages<ContactState>('open');
  const client = useQueryClient();
  const errors = useErrorModal();
  const key = [...ADMIN_KEY, 'contact', state, page.offset];
  const list = useQuery({
    queryKey: key,
    queryFn: () => adminApi.contact(state, page.offset),
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
        <FilterSelect label="Show" value={state} options={STATES} onChange={setState} />
      </div>
      <AdminList
        query={list}
        empty={state === 'open' ? 'No messages waiting.' : 'No messages.'}
        {...page}
        label="Contact messages"
        row={(m) => (
          <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
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
                  if (window.confirm(`Delete the message from ${m.name}? This cannot be undone.`)) remove.mutate(m.id);
                }}
              >
                Delete
              </Button>
            </div>
          </li>
        )}
      />
    </section>
  );
}

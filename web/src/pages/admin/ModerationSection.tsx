// The moderation queue (issue 15): postings from outside the trusted paths wait here, highest risk
// first, with their score and its reasons. An admin reads the posting (its text expands), writes the
// poster a message (required to reject) and approves or rejects; the poster is e-mailed either way.
// The approved and rejected tabs list the decisions made.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEY } from '../../api/admin.ts';
import { moderationApi, type ModerationState } from '../../api/admin-moderation.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { useErrorModal } from '../../layout/ErrorModalContext.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { ModerationItemJson } from '../../api/admin-moderation.ts';
import { riskLevel, type RiskLevel } from '@phd/contracts/risk-level';
import { Notice } from '../../components/ui/Notice.tsx';
import { AdminList, useFilteredPages } from './AdminList.tsx';
import { formatWhen } from './AdminStates.tsx';

const TABS: { id: ModerationState; label: string; empty: string }[] = [
  { id: 'pending', label: 'Waiting', empty: 'Nothing waiting for review.' },
  { id: 'approved', label: 'Approved', empty: 'No postings approved yet.' },
  { id: 'rejected', label: 'Rejected', empty: 'No postings rejected yet.' },
];

const BADGE: Record<RiskLevel, string> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-sky-100 text-sky-900',
  none: 'bg-green-100 text-green-900',
};

const MESSAGE_MAX = 2000;

export function ModerationSection() {
  const { filter: state, setFilter: setState, page } = useFilteredPages<ModerationState>('pending');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...ADMIN_KEY, 'moderation', state, page.offset],
    queryFn: () => moderationApi.queue(state, page.offset),
    placeholderData: keepPreviousData,
  });
  const tab = TABS.find((t) => t.id === state)!;

  return (
    <section aria-labelledby="moderation-heading" className="space-y-4">
      <h2 id="moderation-heading" className="text-xl font-bold text-brand-900">
        Moderation
        {list.data ? (
          <span className="ml-2 text-base font-normal text-slate-600">{list.data.pending} waiting</span>
        ) : null}
      </h2>
      <div role="tablist" aria-label="Moderation state" className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === state}
            onClick={() => {
              setState(t.id);
              setNotice(null);
            }}
            className={`rounded-full border px-3 py-1 text-sm ${
              t.id === state ? 'border-slate-800 bg-slate-800 text-white' : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      <AdminList
        query={list}
        what="moderation queue"
        empty={tab.empty}
        {...page}
        label="Postings"
        row={(item) => <PostingCard item={item} onDecided={setNotice} />}
      />
    </section>
  );
}

function PostingCard({ item, onDecided }: { item: ModerationItemJson; onDecided: (message: string) => void }) {
  const client = useQueryClient();
  const errors = useErrorModal();
  const [message, setMessage] = useState('');
  const level = riskLevel(item.risk_score);
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      decision === 'approve' ? moderationApi.approve(item.id, message) : moderationApi.reject(item.id, message),
    onSuccess: (answer) => {
      onDecided(answer.message);
      return client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'moderation'] });
    },
    onError: (error) => {
      errors.show(serverMessage(error, 'The decision could not be saved.'));
      return client.invalidateQueries({ queryKey: [...ADMIN_KEY, 'moderation'] });
    },
  });
  const messageId = `moderation-message-${item.id}`;

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="moderation-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{item.title}</h3>
          <p className="text-sm break-words text-slate-600">
            {item.university}, {item.country} · posted by{' '}
            <span className="break-all">{item.poster ?? 'no recruiter account'}</span> · {formatWhen(item.created_at)}
          </p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[level]}`}
          title={`Risk ${level}`}
        >
          Risk {item.risk_score}
        </span>
      </div>
      {item.risk_reasons.length > 0 ? (
        <ul aria-label="Risk reasons" className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-slate-800">
          {item.risk_reasons.map((r) => (
            <li key={r.code}>{r.message}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No risk found in the text.</p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the posting</summary>
        <div className="mt-2 rounded-lg bg-slate-50 p-3">
          {item.opportunity_url ? (
            <p className="mb-2 text-sm break-all">
              Apply link:{' '}
              <a className={TEXT_LINK} href={item.opportunity_url} target="_blank" rel="noopener noreferrer nofollow">
                {item.opportunity_url}
              </a>
            </p>
          ) : null}
          {/* Sanitised on the way in (services/src/content/sanitize-html.ts), like the public detail page. */}
          <div
            className="rich-text overflow-x-auto text-sm break-words text-slate-800"
            dangerouslySetInnerHTML={{ __html: item.description || '<p>(No description.)</p>' }}
          />
        </div>
      </details>
      {item.state === 'pending' ? (
        <div className="mt-3 space-y-2">
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
            Message to the poster (required to reject)
          </label>
          <textarea
            id={messageId}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
            rows={3}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
              Approve
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending || message.trim() === ''}
              title={message.trim() === '' ? 'Write the poster a message first' : undefined}
              onClick={() => {
                if (window.confirm(`Reject "${item.title}"? The poster is e-mailed your message.`))
                  decide.mutate('reject');
              }}
            >
              Reject
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">
          {item.state === 'approved' ? 'Approved' : 'Rejected'}
          {item.moderated_at ? ` ${formatWhen(item.moderated_at)}` : ''}
          {item.moderation_note ? (
            <>
              {' '}
              with the message: <q className="whitespace-pre-wrap">{item.moderation_note}</q>
            </>
          ) : null}
        </p>
      )}
    </li>
  );
}

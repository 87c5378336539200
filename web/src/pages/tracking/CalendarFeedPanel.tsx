// "Subscribe in your calendar app": a private address calendar apps read the deadlines from. The
// server keeps only a hash of its secret, so the address is shown once, when made; making a new one
// (Reset the link) is the way to see one again, and ends the old one, as does Turn off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshTracking, trackingApi, type NewFeed } from '../../api/tracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { INPUT_CLASS } from '../../components/ui/TextField.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';

export function CalendarFeedPanel({ active }: { active: boolean }) {
  const client = useQueryClient();
  const [shown, setShown] = useState<NewFeed | null>(null);
  const [copied, setCopied] = useState(false);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const make = useMutation({
    mutationFn: trackingApi.newFeed,
    onSuccess: async (feed) => {
      setShown(feed);
      setCopied(false);
      setConfirmingReset(false);
      await refreshTracking(client);
    },
  });
  const stop = useMutation({
    mutationFn: trackingApi.stopFeed,
    onSuccess: async () => {
      setShown(null);
      await refreshTracking(client);
    },
  });
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard?.writeText(shown.url);
    setCopied(true);
  };

  return (
    <section aria-labelledby="feed-heading" className="space-y-3 rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="feed-heading" className="text-xl font-semibold text-slate-900">
        Subscribe in your calendar app
      </h2>
      <p className="text-slate-700">
        Google Calendar, Apple Calendar and Outlook can show these deadlines and keep them up to date. The link is
        private: anyone who has it can see your deadlines.
      </p>
      {(make.error || stop.error) && <Notice tone="error">{(make.error ?? stop.error)!.message}</Notice>}
      {shown ? (
        <div className="space-y-3">
          <Notice tone="success">{shown.message}</Notice>
          <label className="block">
            <span className="font-medium text-slate-800">Your calendar link</span>
            <input
              readOnly
              value={shown.url}
              onFocus={(e) => e.target.select()}
              className={`${INPUT_CLASS} border-slate-300`}
            />
          </label>
          <div className="flex flex-wrap gap-2">
            <Button onClick={copy}>{copied ? 'Copied' : 'Copy link'}</Button>
            <a href={shown.webcal_url} className={TEXT_LINK}>
              Open in my calendar app
            </a>
          </div>
          <p className="text-sm text-slate-600">
            In Google Calendar: Other calendars, +, From URL, then paste the link.
          </p>
        </div>
      ) : active ? (
        <p className="text-slate-700">
          Your calendar link is on. For your security it is shown only when it is made: to see it again, reset it (the
          old link stops working).
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!active && !shown ? (
          <Button onClick={() => make.mutate()} disabled={make.isPending}>
            {make.isPending ? 'Making your link...' : 'Get my calendar link'}
          </Button>
        ) : confirmingReset ? (
          <>
            <span className="self-center text-sm text-slate-800">The old link will stop working. Reset it?</span>
            <Button onClick={() => make.mutate()} disabled={make.isPending}>
              {make.isPending ? 'Resetting...' : 'Reset'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirmingReset(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setConfirmingReset(true)}>
              Reset the link
            </Button>
            <Button variant="secondary" onClick={() => stop.mutate()} disabled={stop.isPending}>
              {stop.isPending ? 'Turning off...' : 'Turn off'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

// The candidate's page behind the e-mailed link (/interview?token=…, issue 34): no account. It shows
// the proposed times in the interview's zone and, when it differs, in the browser's own, the place,
// the length and who is asking; the candidate books one or asks for other times. A link that can no
// longer be used (already chosen, cancelled, expired) shows the server's sentence instead.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextAreaField } from '../../../components/ui/TextField.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { browserZone, timeIn } from './interview-format.ts';
import { interviewsApi } from './interviews-api.ts';

const INCOMPLETE = 'This link is incomplete: please open it again from the e-mail.';

const isLink = (location: string) => /^https:\/\//i.test(location);

export function InterviewPickPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const zone = browserZone();
  const [slotId, setSlotId] = useState('');
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const interview = useQuery({
    queryKey: ['interview-link', token],
    queryFn: ({ signal }) => interviewsApi.byToken(token, signal).then((a) => a.data),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
  const pick = useMutation({ mutationFn: () => interviewsApi.pick(token, slotId) });
  const other = useMutation({ mutationFn: () => interviewsApi.otherTimes(token, note) });

  const shell = (body: ReactNode) => (
    <main className="mx-auto my-8 w-full max-w-lg space-y-4 rounded-2xl bg-white p-5 shadow-lg sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">Your interview</h1>
      {body}
    </main>
  );

  if (!token) return shell(<Notice tone="error">{INCOMPLETE}</Notice>);
  if (interview.isPending) return shell(<Spinner label="Loading the proposed times..." />);
  if (interview.isError)
    return shell(
      <Notice tone="error">{serverMessage(interview.error, 'This interview link could not be opened.')}</Notice>,
    );
  if (pick.isSuccess) return shell(<Notice tone="success">{pick.data.message}</Notice>);
  if (other.isSuccess) return shell(<Notice tone="success">{other.data.message}</Notice>);

  const data = interview.data;
  const both = zone !== data.time_zone;
  const book = (e: FormEvent) => {
    e.preventDefault();
    if (slotId) pick.mutate();
  };
  const ask = (e: FormEvent) => {
    e.preventDefault();
    other.mutate();
  };
  return shell(
    <>
      <p className="text-slate-700">
        <strong>{data.site}</strong> would like to interview you
        {data.position ? (
          <>
            {' '}
            for <strong>{data.position}</strong>
          </>
        ) : null}
        . The interview takes {data.duration_minutes} minutes.
      </p>
      <p className="break-words text-slate-700">
        Where:{' '}
        {isLink(data.location) ? (
          <a href={data.location} rel="noreferrer noopener" className="text-brand-700 underline">
            {data.location}
          </a>
        ) : (
          data.location
        )}
      </p>
      {data.note && <p className="whitespace-pre-line rounded-lg bg-slate-50 p-3 text-slate-700">{data.note}</p>}
      <form onSubmit={book} className="space-y-3">
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-800">Choose a time</legend>
          {data.slots.map((s) => (
            <label key={s.id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
              <input
                type="radio"
                name="slot"
                value={s.id}
                checked={slotId === s.id}
                onChange={() => setSlotId(s.id)}
                className="mt-1"
              />
              <span>
                <span className="block font-medium text-slate-900">{timeIn(s.starts_at, data.time_zone)}</span>
                {both && <span className="block text-sm text-slate-600">Your time: {timeIn(s.starts_at, zone)}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        {pick.isError && <Notice tone="error">{serverMessage(pick.error, 'This time could not be booked.')}</Notice>}
        <button type="submit" className={PRIMARY_BUTTON} disabled={!slotId || pick.isPending}>
          {pick.isPending ? 'Booking...' : 'Book this time'}
        </button>
      </form>
      {asking ? (
        <form onSubmit={ask} className="space-y-3 border-t border-slate-200 pt-4">
          <TextAreaField
            label="Which times would suit you?"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={1000}
            rows={4}
            required
          />
          {other.isError && (
            <Notice tone="error">{serverMessage(other.error, 'Your message could not be sent.')}</Notice>
          )}
          <button type="submit" className={SECONDARY_BUTTON} disabled={other.isPending}>
            {other.isPending ? 'Sending...' : 'Ask for other times'}
          </button>
        </form>
      ) : (
        <button type="button" className={SECONDARY_BUTTON} onClick={() => setAsking(true)}>
          None of these suit me
        </button>
      )}
      <p className="text-sm text-slate-500">
        Times are shown in {data.time_zone}
        {both ? ` and in your time zone (${zone})` : ''}.
      </p>
    </>,
  );
}

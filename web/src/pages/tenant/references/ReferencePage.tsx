// The referee's page behind the e-mailed link (/reference?token=…, issue 34): no account. It says whom
// the letter is for, the position, the site and until when the link works; the referee uploads a PDF,
// writes the letter here, or declines with an optional note. A link that can no longer be used
// (answered, expired) shows the server's sentence ("This link has already been used.") and nothing
// about the applicant.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LETTER_TEXT_MAX, LETTER_TEXT_MIN, DECLINE_NOTE_MAX } from '@phd/contracts/input/references';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextAreaField } from '../../../components/ui/TextField.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { referencesApi } from './references-api.ts';

const INCOMPLETE = 'This link is incomplete: please open it again from the e-mail.';

type Mode = 'upload' | 'write' | 'decline';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function ReferencePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [mode, setMode] = useState<Mode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [note, setNote] = useState('');
  const request = useQuery({
    queryKey: ['reference-link', token],
    queryFn: ({ signal }) => referencesApi.request(token, signal).then((a) => a.data),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });
  const send = useMutation({
    mutationFn: async (): Promise<{ message: string }> => {
      if (mode === 'upload') return referencesApi.upload(token, file!);
      if (mode === 'write') return referencesApi.write(token, text);
      return referencesApi.decline(token, note);
    },
  });

  const shell = (body: React.ReactNode) => (
    <main className="mx-auto my-8 w-full max-w-2xl space-y-4 rounded-2xl bg-white p-5 shadow-lg sm:p-6">
      <h1 className="text-2xl font-bold text-slate-900">Reference letter</h1>
      {body}
    </main>
  );

  if (!token) return shell(<Notice tone="error">{INCOMPLETE}</Notice>);
  if (request.isPending) return shell(<Spinner label="Opening the request..." />);
  if (request.isError)
    return shell(
      <Notice tone="error">{serverMessage(request.error, 'This reference link could not be opened.')}</Notice>,
    );
  if (send.isSuccess) return shell(<Notice tone="success">{send.data.message}</Notice>);

  const data = request.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate();
  };
  const ready = mode === 'upload' ? file !== null : mode === 'write' ? text.trim().length >= LETTER_TEXT_MIN : true;
  const choice = (value: Mode, label: string) => (
    <label className="flex items-center gap-2">
      <input type="radio" name="mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
      <span>{label}</span>
    </label>
  );
  return shell(
    <>
      <p className="text-slate-700">
        Dear {data.referee_name}, <strong>{data.applicant_name}</strong> applied
        {data.position ? (
          <>
            {' '}
            for <strong>{data.position}</strong>
          </>
        ) : null}{' '}
        at <strong>{data.site}</strong> and named you as a referee. The university asks you for a reference letter.
      </p>
      <p className="text-sm text-slate-600">
        This link works once, until {day(data.due_at)}. The applicant never sees your letter.
      </p>
      <form onSubmit={submit} className="space-y-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 font-medium text-slate-800">How would you like to answer?</legend>
          {choice('upload', 'Upload a PDF')}
          {choice('write', 'Write the letter here')}
          {choice('decline', 'Decline')}
        </fieldset>
        {mode === 'upload' && (
          <label className="block space-y-1">
            <span className="font-medium text-slate-800">Your letter (PDF, at most 10 MB)</span>
            <input
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="block w-full text-sm"
            />
          </label>
        )}
        {mode === 'write' && (
          <TextAreaField
            label="Your letter"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={LETTER_TEXT_MAX}
            rows={14}
            hint={`${LETTER_TEXT_MIN} to ${LETTER_TEXT_MAX.toLocaleString('en')} characters.`}
            required
          />
        )}
        {mode === 'decline' && (
          <TextAreaField
            label="A note for the university (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={DECLINE_NOTE_MAX}
            rows={4}
          />
        )}
        {send.isError && <Notice tone="error">{serverMessage(send.error, 'Your answer could not be sent.')}</Notice>}
        <button
          type="submit"
          className={mode === 'decline' ? SECONDARY_BUTTON : PRIMARY_BUTTON}
          disabled={!ready || send.isPending}
        >
          {send.isPending ? 'Sending...' : mode === 'decline' ? 'Decline to write' : 'Send my letter'}
        </button>
      </form>
    </>,
  );
}

// The applicant's reference letters beside the resume (issue 34): each referee with their status
// (Received, Declined with its note, Waiting and how often reminded), a written letter readable here,
// a PDF letter opened in a new tab (fetched with the staff token; each opening is in the access log).
// Under blind review the server leaves out what the letters say, and the section says why.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadReferenceLetter } from '@phd/contracts/endpoints/references';
import { pathOf } from '../../../api/call.ts';
import { apiFile } from '../../../api/client.ts';
import type { ApplicantDetail } from '../../../api/applicants.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { fileSize, shortDate } from './review-format.ts';
import { saveFile } from './save-file.ts';

type Reference = ApplicantDetail['references'][number];

export const LETTERS_HIDDEN = 'Reference letters are shown once blind review ends for this applicant.';

/** "Received", "Declined" or "Waiting, reminded twice". */
export function referenceStatus(r: Pick<Reference, 'status' | 'reminders_sent'>): string {
  if (r.status === 'received') return 'Received';
  if (r.status === 'declined') return 'Declined';
  const times =
    ['', ' (reminded once)', ' (reminded twice)'][r.reminders_sent] ?? ` (reminded ${r.reminders_sent} times)`;
  return `Waiting${times}`;
}

function Letter({ applicantId, reference }: { applicantId: string; reference: Reference }) {
  const [open, setOpen] = useState(false);
  const pdf = useMutation({
    mutationFn: () => apiFile(pathOf(downloadReferenceLetter.path, { id: applicantId, referenceId: reference.id })),
    onSuccess: (blob) => {
      const name = reference.letter?.filename ?? 'letter.pdf';
      // A new tab reads it in the browser's viewer; where pop-ups are blocked it is saved instead.
      const url = URL.createObjectURL(blob);
      if (!window.open(url, '_blank')) saveFile(blob, name);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
  const letter = reference.letter;
  if (!letter) return null;
  if (letter.kind === 'text') {
    if (letter.text === undefined) return null;
    return (
      <div className="mt-1">
        <button
          type="button"
          className={`text-sm ${TEXT_LINK}`}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? 'Hide the letter' : 'Read the letter'}
        </button>
        {open && (
          <p className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{letter.text}</p>
        )}
      </div>
    );
  }
  if (letter.filename === undefined) return null;
  return (
    <div className="mt-1 text-sm">
      <button type="button" className={TEXT_LINK} onClick={() => pdf.mutate()} disabled={pdf.isPending}>
        {pdf.isPending ? 'Opening…' : `Open ${letter.filename}`}
      </button>
      {letter.size !== undefined && <span className="text-slate-600"> ({fileSize(letter.size)})</span>}
      {pdf.isError && <Notice tone="error">{serverMessage(pdf.error, 'The letter could not be opened.')}</Notice>}
    </div>
  );
}

export function ReferencesSection({ applicant }: { applicant: ApplicantDetail }) {
  const references = applicant.references ?? [];
  if (!applicant.letters && references.length === 0) return null;
  const hidden = references.some((r) => r.letter && r.letter.text === undefined && r.letter.filename === undefined);
  return (
    <section aria-labelledby="review-references-heading" className="space-y-2">
      <h3 id="review-references-heading" className="font-semibold text-slate-900">
        Reference letters
        {applicant.letters && (
          <span className="ml-2 text-sm font-normal text-slate-600">
            {applicant.letters.received} of {applicant.letters.required} received
          </span>
        )}
      </h3>
      {hidden && <p className="rounded-md bg-slate-100 px-3 py-1.5 text-sm text-slate-800">{LETTERS_HIDDEN}</p>}
      {references.length === 0 ? (
        <p className="text-sm text-slate-600">No referees were named.</p>
      ) : (
        <ul className="space-y-3">
          {references.map((r) => (
            <li key={r.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {r.name}
                {r.relation && <span className="font-normal text-slate-600"> · {r.relation}</span>}
              </p>
              <p className="text-slate-700">
                {referenceStatus(r)}
                {r.responded_at && ` on ${shortDate(r.responded_at)}`}
              </p>
              {r.status === 'declined' && r.decline_note && (
                <p className="mt-1 whitespace-pre-line text-slate-700">“{r.decline_note}”</p>
              )}
              <Letter applicantId={applicant.id} reference={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

// The resume: a PDF previewed inline (fetched with the staff token, shown from a blob URL, since an
// iframe cannot send the token), other types as a download; the download is recorded in the audit.
// Its query stays outside the applicants' key: a status change must not fetch the file again.
// A browser's PDF viewer titles its toolbar with the address's last part, a blob's UUID: the viewer's
// toolbar is switched off (PDF open parameters) and the preview's own bar names the file.
// Under blind review (issue 34) the server answers the redacted copy (a PDF) for both the preview and
// the download, or 409 while the copy is still being made: the section says which it shows, and the
// server's sentence when there is none yet.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { applicantsApi, type Applicant } from '../../../api/applicants.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { fileSize } from './review-format.ts';

const PDF = 'application/pdf';
export const BLIND_NOTE = 'Blind review: you are seeing a redacted copy';
/** PDF open parameters (Adobe's, which Chromium's viewer follows): no toolbar, no sidebar, page width. */
export const PDF_VIEW = '#toolbar=0&navpanes=0&view=FitH';

/** The PDF in a frame, from a blob URL that lives as long as the frame shows that file. */
function PdfFrame({ blob, title }: { blob: Blob; title: string }) {
  const attach = useCallback(
    (frame: HTMLIFrameElement | null) => {
      if (!frame) return;
      const url = URL.createObjectURL(blob);
      frame.src = `${url}${PDF_VIEW}`;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <iframe ref={attach} title={title} className="block h-[70vh] min-h-96 w-full" />;
}

const fileLabel = (resume: NonNullable<Applicant['resume']>) =>
  resume.size === null ? resume.filename : `${resume.filename} (${fileSize(resume.size)})`;

export function ResumeSection({
  applicant,
  downloading,
  onDownload,
}: {
  applicant: Applicant;
  downloading: boolean;
  onDownload: () => void;
}) {
  const resume = applicant.resume;
  const isPdf = resume?.mime === PDF;
  const preview = useQuery({
    // The copy changes from redacted to original when the applicant passes the blind stage.
    queryKey: ['applicant-resume', applicant.id, applicant.blind],
    queryFn: ({ signal }) => applicantsApi.resume(applicant.id, signal),
    enabled: isPdf,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  return (
    <section aria-labelledby="review-resume-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="review-resume-heading" className="font-semibold text-slate-900">
          Resume
        </h3>
        {resume && (
          <Button variant="secondary" className="!px-3 !py-1 text-sm" onClick={onDownload} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download resume'}
          </Button>
        )}
      </div>
      {!resume ? (
        <p className="mt-2 text-sm text-slate-600">This applicant sent no resume.</p>
      ) : (
        !preview.data && <p className="mt-1 text-sm text-slate-600">{fileLabel(resume)}</p>
      )}
      {resume && applicant.blind && (
        <p className="mt-2 rounded-md bg-slate-100 px-3 py-1.5 text-sm text-slate-800">{BLIND_NOTE}</p>
      )}
      {resume && !isPdf && (
        <p className="mt-2 text-sm text-slate-700">Only PDFs can be previewed here: download the file to read it.</p>
      )}
      {isPdf && preview.isPending && <p className="mt-2 text-sm text-slate-600">Loading the preview…</p>}
      {isPdf && preview.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {applicant.blind
            ? serverMessage(preview.error, 'The redacted resume could not be loaded.')
            : 'The preview could not be loaded. The download may still work.'}
        </p>
      )}
      {resume && preview.data && (
        <figure className="mt-2 overflow-hidden rounded-lg border border-slate-200">
          <figcaption className="truncate border-b border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-700">
            {fileLabel(resume)}
          </figcaption>
          <PdfFrame blob={preview.data} title={`Resume of ${applicant.name}: ${resume.filename}`} />
        </figure>
      )}
    </section>
  );
}

// The profile's stored CVs (issue 32): up to five, one default (the one the application form selects),
// each downloadable and deletable; an upload is checked by the server by its content, and its refusal
// ("Please upload a PDF, DOC, or DOCX file", "You can keep up to five CVs: delete one first.") shows
// above the list. Answers of the default and delete calls carry the new list, so it is set at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { PROFILE_LIMITS } from '@phd/contracts/input/candidate-profile';
import { ApiError } from '../../api/client.ts';
import { cvFileUrl, cvsKey, cvsQuery, deleteCv, setDefaultCv, uploadCv, type StoredCv } from '../../api/profile.ts';
import { RESUME_EXTENSIONS, resumeError } from '../../components/apply/application-rules.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';

const FAILED = 'That did not work. Please try again.';
const message = (error: unknown) => (error instanceof ApiError && error.message.trim() ? error.message : FAILED);
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

export function CvList() {
  const id = useId();
  const client = useQueryClient();
  const cvs = useQuery(cvsQuery());
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const setList = (data: StoredCv[]) => client.setQueryData(cvsKey, { data });

  const upload = useMutation({
    mutationFn: uploadCv,
    onMutate: () => setProblem(null),
    onSuccess: () => client.invalidateQueries({ queryKey: cvsKey }),
    onError: (error) => setProblem(message(error)),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const change = useMutation({
    mutationFn: async ({
      cv,
      action,
    }: {
      cv: StoredCv;
      action: 'default' | 'delete';
    }): Promise<{ data: StoredCv[] }> => (action === 'default' ? setDefaultCv(cv.id) : deleteCv(cv.id)),
    onMutate: () => setProblem(null),
    onSuccess: (answer) => setList(answer.data),
    onError: (error) => setProblem(message(error)),
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    // The same quick check as the application form; the server checks the content.
    const local = resumeError(file);
    if (local) setProblem(local);
    else upload.mutate(file);
  };

  const list = cvs.data ?? [];
  const full = list.length >= PROFILE_LIMITS.cvs;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        My CVs
      </h2>
      <p className="text-sm text-slate-600">
        Up to five (PDF, DOC or DOCX, at most 10 MB). The default one is selected when you apply.
      </p>
      {problem && (
        <div className="mt-3">
          <Notice tone="error">{problem}</Notice>
        </div>
      )}
      {cvs.isPending ? (
        <Spinner label="Loading your CVs..." />
      ) : cvs.isError ? (
        <div className="mt-3">
          <Notice tone="error">Your CVs could not be loaded. Please reload the page.</Notice>
        </div>
      ) : list.length === 0 ? (
        <p className="mt-3 text-slate-700">No CVs yet: upload one and it becomes your default.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {list.map((cv) => (
            <li key={cv.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <a href={cvFileUrl(cv.id)} className={`${TEXT_LINK} break-all`}>
                  {cv.filename}
                </a>
                <span className="ml-2 text-sm text-slate-600">{kilobytes(cv.size)}</span>
                {cv.is_default && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-900">
                    Default
                  </span>
                )}
              </div>
              <div className="flex gap-2">
                {!cv.is_default && (
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    aria-label={`Make ${cv.filename} the default`}
                    onClick={() => change.mutate({ cv, action: 'default' })}
                  >
                    Make default
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={change.isPending}
                  aria-label={`Delete ${cv.filename}`}
                  onClick={() => {
                    if (window.confirm(`Delete ${cv.filename}? Applications you sent keep their own copy.`))
                      change.mutate({ cv, action: 'delete' });
                  }}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        <label htmlFor={`${id}-upload`} className="font-medium text-slate-800">
          Upload a CV
        </label>
        <input
          ref={input}
          id={`${id}-upload`}
          type="file"
          accept={RESUME_EXTENSIONS.join(',')}
          disabled={full || upload.isPending}
          className="mt-1 block w-full text-slate-900"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        {full && <p className="mt-1 text-sm text-slate-600">You can keep up to five CVs: delete one first.</p>}
        {upload.isPending && (
          <p className="mt-1 text-sm text-slate-600" role="status">
            Uploading...
          </p>
        )}
      </div>
    </section>
  );
}

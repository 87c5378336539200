// The post-jobs form (/post-jobs, issue 18): a professor with one opening publishes it without an
// account. Every field of a position (the recruiters' editor), then who posts it and their
// institutional address, which an e-mailed link confirms (?confirm=<token> brings them back here).
// Regular posters are invited to the free recruiter area.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/client.ts';
import { confirmPosting, submitPosting, type PosterInput } from '../../api/post-jobs.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { opportunityPath, POST_JOBS_PATH, POSTINGS_PATH } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverFieldErrors, useFields, type FieldErrors } from '../recruiter/form-state.ts';
import { EMPTY_DRAFT } from '../recruiter/opportunity-form.ts';
import { OpportunityEditor } from '../recruiter/OpportunityEditor.tsx';

const EMPTY_POSTER: PosterInput = {
  poster_name: '',
  poster_position: '',
  poster_department: '',
  poster_email: '',
  university: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function posterErrors(p: PosterInput): FieldErrors<PosterInput> {
  const errors: FieldErrors<PosterInput> = {};
  if (!p.poster_name.trim()) errors.poster_name = 'Your name is required';
  if (!p.poster_position.trim()) errors.poster_position = 'Your position is required';
  if (!p.university.trim()) errors.university = 'University is required';
  if (!p.poster_email.trim()) errors.poster_email = 'Email is required';
  else if (!EMAIL.test(p.poster_email.trim())) errors.poster_email = 'Email is invalid';
  return errors;
}

function RecruiterInvite() {
  return (
    <aside className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
      <h2 className="font-semibold text-brand-900">Posting positions often?</h2>
      <p className="mt-2 text-slate-700">
        The free recruiter area keeps your positions in one place: edit or close them at any time, and receive and
        review applications on PhD Finder.
      </p>
      <Link to="/university/signup" className={`${SECONDARY_BUTTON} mt-4 inline-block`}>
        Create a free recruiter account
      </Link>
    </aside>
  );
}

function Confirmation({ token }: { token: string }) {
  const confirm = useMutation({ mutationFn: () => confirmPosting(token) });
  const started = useRef(false);
  useEffect(() => {
    // Once: the link is single use (React's development double effect must not spend it twice).
    if (started.current) return;
    started.current = true;
    confirm.mutate();
  }, [confirm]);

  // The heading says where the poster stands: confirming, failed, or done (live, or waiting for review).
  const heading = confirm.isError
    ? 'Your position could not be confirmed'
    : confirm.isSuccess
      ? confirm.data.state === 'live'
        ? 'Your position is live'
        : 'Your position is confirmed'
      : 'Confirming your position';
  return (
    <section className="mx-auto my-10 max-w-xl space-y-4 rounded-2xl bg-white p-8 shadow-sm" aria-live="polite">
      <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
      {confirm.isPending || confirm.isIdle ? (
        <p className="text-slate-700">Confirming your e-mail address…</p>
      ) : confirm.isError ? (
        <>
          <Notice tone="error">
            {serverMessage(confirm.error, 'Your address could not be confirmed. Please try again.')}
          </Notice>
          <Link to={POST_JOBS_PATH} className={PRIMARY_BUTTON}>
            Post a position
          </Link>
        </>
      ) : (
        <>
          <Notice tone="success">{confirm.data.message}</Notice>
          <div className="flex flex-wrap gap-3">
            {confirm.data.state === 'live' && (
              <Link to={opportunityPath(confirm.data.opportunity.link)} className={PRIMARY_BUTTON}>
                See your position
              </Link>
            )}
            <Link to={POSTINGS_PATH} className={SECONDARY_BUTTON}>
              Browse PhD Postings
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

export function PostJobsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const poster = useFields<PosterInput>(EMPTY_POSTER);
  const [sent, setSent] = useState<string | null>(null);
  const token = params.get('confirm');

  if (token) {
    return (
      <>
        <PageHead meta={pageMeta(POST_JOBS_PATH)} />
        <Confirmation token={token} />
      </>
    );
  }

  if (sent) {
    return (
      <section className="mx-auto my-10 max-w-xl space-y-4 rounded-2xl bg-white p-8 shadow-sm">
        <PageHead meta={pageMeta(POST_JOBS_PATH)} />
        <h1 className="text-2xl font-bold text-brand-900">Check your inbox</h1>
        <Notice tone="success">{sent}</Notice>
        <p className="text-slate-700">The link works for 48 hours. Nothing is published until you confirm.</p>
        <RecruiterInvite />
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 py-6">
      <PageHead meta={pageMeta(POST_JOBS_PATH)} />
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Post a PhD Position</h1>
        <p className="text-slate-700">
          Free, and without an account: describe your opening, tell us who you are, and confirm with the link we e-mail
          to your institutional address. Positions from university addresses we know go live at once; others are
          reviewed by our team first.
        </p>
      </header>
      <RecruiterInvite />
      <OpportunityEditor
        initial={EMPTY_DRAFT}
        linkOnly
        newHeading="Position details"
        newSubmit="Send Position"
        listKey={['opportunities']}
        childrenInvalid={poster.invalid}
        onCancel={() => navigate(POSTINGS_PATH)}
        onDone={setSent}
        save={async (body) => {
          const errors = posterErrors(poster.values);
          poster.setErrors(errors);
          if (Object.keys(errors).length > 0) {
            throw new ApiError('invalid', 400, {
              message: 'Please check the highlighted fields about you.',
              details: errors,
            });
          }
          const { collect_resumes: _ignored, ...fields } = body;
          try {
            return await submitPosting({ ...fields, ...poster.values });
          } catch (error) {
            const details = serverFieldErrors(error);
            if (Object.keys(details).some((field) => field in EMPTY_POSTER)) {
              poster.setServerErrors(error, serverMessage(error, ''));
            }
            throw error;
          }
        }}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">About you</legend>
          <TextField label="Your name" required autoComplete="name" {...poster.bind('poster_name')} />
          <TextField
            label="Your position"
            required
            hint="e.g. Associate Professor"
            autoComplete="organization-title"
            {...poster.bind('poster_position')}
          />
          <TextField label="Your department" {...poster.bind('poster_department')} />
          <TextField label="University" required autoComplete="organization" {...poster.bind('university')} />
          <TextField
            className="sm:col-span-2"
            label="Institutional e-mail"
            type="email"
            required
            autoComplete="email"
            hint="We send a confirmation link here; it is never shown on the site."
            {...poster.bind('poster_email')}
          />
        </fieldset>
      </OpportunityEditor>
    </div>
  );
}

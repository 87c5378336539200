// The careers page's application form (issue 14): name, e-mail, resume, optional phone and country, and
// the consent line stating the site's retention. The server checks it all again (the resume by content).
// Issue 32: a candidate signed in on PhD Finder finds it filled from their profile (use-main-profile.ts,
// the main form's mapping in prefill.ts) with their default CV offered; every field stays theirs to
// change, and nothing reaches the site until they send it. Signed out, a line says how to get that.
import { useState, type FormEvent } from 'react';
import { submitCareersApplication } from '../../../api/careers.ts';
import { resumeError, RESUME_EXTENSIONS } from '../../../components/apply/application-rules.ts';
import { careersFields, type CareersFields } from '../../../components/apply/prefill.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import {
  initialReferees,
  RefereesFields,
  refereesProblem,
  refereesValue,
} from '../../../components/apply/RefereesFields.tsx';
import { requireFields, useFields } from '../../recruiter/form-state.ts';
import { mainSignIn, storedCvFile, useMainProfile, type MainProfile } from './use-main-profile.ts';

interface CareersFormProps {
  opportunityId: string;
  consent: string;
  /** How many reference letters the position asks for (issue 34): that many referees. */
  referencesRequired?: number;
}

const EMPTY: CareersFields = { name: '', email: '', phone: '', country: '' };
const CV_UNREADABLE = 'Your CV could not be read from PhD Finder. Please upload the file instead.';

/** Waits for the PhD Finder profile (or its absence), so the form starts filled in. */
export function CareersApplicationForm(props: CareersFormProps) {
  const main = useMainProfile();
  if (main.isPending) return <Spinner label="Loading the form..." />;
  // A profile arriving later (signed in from another tab) starts the form again, filled in.
  return <FilledCareersForm key={main.data ? 'filled' : 'empty'} {...props} main={main.data ?? null} />;
}

function FilledCareersForm({
  opportunityId,
  consent,
  referencesRequired = 0,
  main,
}: CareersFormProps & { main: MainProfile | null }) {
  const form = useFields(main ? careersFields(main.user, main.profile) : EMPTY);
  const [referees, setReferees] = useState(() => initialReferees(referencesRequired, main?.profile.referees));
  const [refereesError, setRefereesError] = useState<string | null>(null);
  const [resume, setResume] = useState<File | null>(null);
  // The stored CV is sent unless the candidate picks another file.
  const [useStoredCv, setUseStoredCv] = useState(main?.cv != null);
  const storedCv = useStoredCv ? main?.cv : undefined;
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ resume?: string; consent?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = mainSignIn(opportunityId);

  if (outcome?.tone === 'success') return <Notice tone="success">{outcome.text}</Notice>;

  const resumeOption = (stored: boolean, text: string) => (
    <label className="flex items-start gap-2 py-1 text-slate-800">
      <input
        type="radio"
        name="careers-resume-choice"
        checked={useStoredCv === stored}
        onChange={() => {
          setUseStoredCv(stored);
          setProblems((p) => ({ ...p, resume: undefined }));
        }}
        className="mt-1"
      />
      <span className="break-all">{text}</span>
    </label>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { name: 'Name', email: 'Email' });
    form.setErrors(errors);
    const local = {
      resume: storedCv ? undefined : resumeError(resume),
      consent: agreed ? undefined : 'Please agree to how your application is kept before you send it.',
    };
    setProblems(local);
    const refereesWrong = referees.length > 0 ? refereesProblem(referees, form.values.email) : null;
    setRefereesError(refereesWrong);
    if (Object.keys(errors).length > 0 || local.resume || local.consent || refereesWrong) return;
    const body = new FormData();
    body.append('opportunity_id', opportunityId);
    for (const [name, value] of Object.entries(form.values)) if (value.trim()) body.append(name, value.trim());
    body.append('consent', 'true');
    if (referees.length > 0) body.append('referees', refereesValue(referees));
    setBusy(true);
    setOutcome(null);
    try {
      body.append('resume', storedCv ? await storedCvFile(storedCv) : resume!);
    } catch {
      setOutcome({ tone: 'error', text: CV_UNREADABLE });
      setUseStoredCv(false);
      setBusy(false);
      return;
    }
    try {
      setOutcome({ tone: 'success', text: (await submitCareersApplication(body)).message });
    } catch (error) {
      const text = serverMessage(error, 'Your application could not be sent. Please try again.');
      form.setServerErrors(error, text);
      setOutcome({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
      {outcome && (
        <div id={form.noticeId} className="sm:col-span-2">
          <Notice tone="error">{outcome.text}</Notice>
        </div>
      )}
      <p className="text-sm text-slate-600 sm:col-span-2">
        {main ? (
          'Filled in from your PhD Finder profile. Change anything for this application.'
        ) : (
          <>
            Have a PhD Finder profile?{' '}
            <a
              href={signIn.href}
              className={TEXT_LINK}
              {...(signIn.newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              Sign in on PhD Finder
            </a>{' '}
            to fill this in for you.
          </>
        )}
      </p>
      <TextField label="Name" autoComplete="name" {...form.bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" {...form.bind('phone')} />
      <TextField label="Country (optional)" autoComplete="country-name" {...form.bind('country')} />
      <div className="sm:col-span-2">
        <label htmlFor="careers-resume" className="font-medium text-slate-800">
          Resume (PDF, DOC or DOCX, at most 10 MB)
        </label>
        {main?.cv && (
          <div role="radiogroup" aria-label="Which resume to send" className="mt-1">
            {resumeOption(true, `Use my CV: ${main.cv.filename}`)}
            {resumeOption(false, 'Upload another file')}
          </div>
        )}
        {!storedCv && (
          <input
            id="careers-resume"
            type="file"
            name="resume"
            accept={RESUME_EXTENSIONS.join(',')}
            aria-invalid={problems.resume ? true : undefined}
            className="mt-1 block w-full text-slate-800"
            onChange={(e) => {
              setResume(e.target.files?.[0] ?? null);
              setProblems((p) => ({ ...p, resume: undefined }));
            }}
          />
        )}
        {problems.resume && <p className="mt-1 text-sm text-red-700">{problems.resume}</p>}
      </div>
      {referees.length > 0 && (
        <div className="sm:col-span-2">
          <RefereesFields
            referees={referees}
            onChange={(next) => {
              setReferees(next);
              setRefereesError(null);
            }}
            error={refereesError}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            name="consent"
            className="mt-1"
            checked={agreed}
            aria-invalid={problems.consent ? true : undefined}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setProblems((p) => ({ ...p, consent: undefined }));
            }}
          />
          <span>{consent}</span>
        </label>
        {problems.consent && <p className="mt-1 text-sm text-red-700">{problems.consent}</p>}
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Sending...' : 'Send application'}
        </Button>
      </div>
    </form>
  );
}

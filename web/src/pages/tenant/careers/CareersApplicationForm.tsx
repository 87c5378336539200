// The careers page's application form (issue 14): name, e-mail, resume, optional phone and country, and
// the consent line stating the site's retention. The server checks it all again (the resume by content).
import { useState, type FormEvent } from 'react';
import { submitCareersApplication } from '../../../api/careers.ts';
import { resumeError, RESUME_EXTENSIONS } from '../../../components/apply/application-rules.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { requireFields, useFields } from '../../recruiter/form-state.ts';

export function CareersApplicationForm({ opportunityId, consent }: { opportunityId: string; consent: string }) {
  const form = useFields({ name: '', email: '', phone: '', country: '' });
  const [resume, setResume] = useState<File | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [problems, setProblems] = useState<{ resume?: string; consent?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (outcome?.tone === 'success') return <Notice tone="success">{outcome.text}</Notice>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = requireFields(form.values, { name: 'Name', email: 'Email' });
    form.setErrors(errors);
    const local = {
      resume: resumeError(resume),
      consent: agreed ? undefined : 'Please agree to how your application is kept before you send it.',
    };
    setProblems(local);
    if (Object.keys(errors).length > 0 || local.resume || local.consent) return;
    const body = new FormData();
    body.append('opportunity_id', opportunityId);
    for (const [name, value] of Object.entries(form.values)) if (value.trim()) body.append(name, value.trim());
    body.append('consent', 'true');
    body.append('resume', resume!);
    setBusy(true);
    setOutcome(null);
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
      <TextField label="Name" autoComplete="name" {...form.bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.bind('email')} />
      <TextField label="Phone number (optional)" type="tel" autoComplete="tel" {...form.bind('phone')} />
      <TextField label="Country (optional)" autoComplete="country-name" {...form.bind('country')} />
      <div className="sm:col-span-2">
        <label htmlFor="careers-resume" className="font-medium text-slate-800">
          Resume (PDF, DOC or DOCX, at most 10 MB)
        </label>
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
        {problems.resume && <p className="mt-1 text-sm text-red-700">{problems.resume}</p>}
      </div>
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

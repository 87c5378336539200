// The application form inside the detail page (spec sections 2, 4, 5 and 8): name and e-mail fixed
// from the profile, a country list with dial codes (choosing a country fills and locks the code;
// "Other" unlocks it and asks for the country by name), phone, resume and comments. Submitting shows
// "Submitting..."; success replaces the form with the confirmation; a failure is an alert.
// Issue 32: it starts from the candidate's applicant profile (prefill.ts) and offers their stored CVs
// (ResumeChoice.tsx, the default selected), so a second application is one screen: open, Apply.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { trackEvent } from '../../analytics/track.ts';
import { dialCodes, submitApplication } from '../../api/applications.ts';
import { ApiError } from '../../api/client.ts';
import { cvsQuery, profileQuery, type Profile, type StoredCv } from '../../api/profile.ts';
import type { CurrentUser } from '../../api/user.ts';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { FOCUS_RING } from '../ui/styles.ts';
import {
  applicationErrorMessage,
  OTHER_COUNTRY,
  validateApplication,
  type ApplicationErrors,
  type ApplicationFields,
} from './application-rules.ts';
import { defaultCvId, prefilledFields } from './prefill.ts';
import { NEW_UPLOAD, ResumeChoice } from './ResumeChoice.tsx';
import { initialReferees, RefereesFields, refereesProblem, refereesValue } from './RefereesFields.tsx';

const INPUT = `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 read-only:bg-slate-100 disabled:bg-slate-100 ${FOCUS_RING}`;
const ORDER = ['name', 'email', 'country', 'otherCountry', 'countryCode', 'phone', 'resume'] as const;

export interface ApplicationFormProps {
  opportunityId: string;
  user: CurrentUser;
  /** Called once the server has taken the application (the form then shows its confirmation). */
  onSubmitted?: () => void;
  /** A university site's position may ask for reference letters (issue 34): that many referees. */
  referencesRequired?: number;
}

/**
 * Waits for the profile, the stored CVs and the country list, so the form starts filled in. Either failing (or the
 * profile never saved) leaves the form as it was before profiles: empty fields, a file to upload.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  const profile = useQuery(profileQuery());
  const cvs = useQuery(cvsQuery());
  const countries = useQuery(dialCodes());
  if (profile.isPending || cvs.isPending || countries.isPending) return <Spinner label="Loading your profile..." />;
  return <FilledApplicationForm {...props} profile={profile.data} cvs={cvs.data ?? []} />;
}

function FilledApplicationForm({
  opportunityId,
  user,
  onSubmitted,
  referencesRequired = 0,
  profile,
  cvs,
}: ApplicationFormProps & { profile: Profile | undefined; cvs: StoredCv[] }) {
  const id = useId();
  const client = useQueryClient();
  const countries = useQuery(dialCodes()).data ?? [];
  const empty = prefilledFields(user, profile, countries);
  const [fields, setFields] = useState<ApplicationFields>(empty);
  const [resume, setResume] = useState<File | null>(null);
  const [cvChoice, setCvChoice] = useState(() => defaultCvId(cvs));
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Prefilled from the profile's referees (issue 34); the candidate may change them for this position.
  const [referees, setReferees] = useState(() => initialReferees(referencesRequired, profile?.referees));
  const [refereesError, setRefereesError] = useState<string | null>(null);

  const clearError = (name: keyof ApplicationErrors) =>
    setErrors((current) => {
      if (!current[name]) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
  const edit = (name: keyof ApplicationFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const chooseCountry = (name: string) => {
    const dial = countries.find((c) => c.name === name)?.dial_code ?? '';
    setFields((current) => ({ ...current, country: name, countryCode: name === OTHER_COUNTRY ? '' : dial }));
    clearError('country');
    if (dial) clearError('countryCode');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateApplication(fields, resume);
    // A stored CV was checked when it was uploaded: no file is needed.
    if (cvChoice !== NEW_UPLOAD) delete found.resume;
    setErrors(found);
    const first = ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const refereesWrong = referees.length > 0 ? refereesProblem(referees, fields.email) : null;
    setRefereesError(refereesWrong);
    if (refereesWrong) return;
    const form = new FormData();
    form.append('opportunity_id', opportunityId);
    form.append('name', fields.name.trim());
    form.append('email', fields.email.trim());
    form.append('country', fields.country === OTHER_COUNTRY ? fields.otherCountry.trim() : fields.country);
    form.append('contact_mobile', `${fields.countryCode.trim()} ${fields.phone.trim()}`);
    if (fields.comments.trim()) form.append('comments', fields.comments.trim());
    if (referees.length > 0) form.append('referees', refereesValue(referees));
    if (cvChoice !== NEW_UPLOAD) form.append('cv_id', cvChoice);
    else form.append('resume', resume!, resume!.name);
    setSubmitting(true);
    trackEvent('Apply Click', 'Opportunity', opportunityId);
    try {
      await submitApplication(form);
      setFields(empty);
      setResume(null);
      setCvChoice(defaultCvId(cvs));
      setSubmitted(true);
      onSubmitted?.();
      void client.invalidateQueries({ queryKey: ['applications'] });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : undefined;
      window.alert(applicationErrorMessage(status, error instanceof ApiError ? error.message : undefined));
    } finally {
      setSubmitting(false);
    }
  };

  if (submitted) {
    return (
      <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="text-lg font-semibold">Application Submitted!</p>
        <p className="mt-1">Thank you for applying. Your application has been received and will be reviewed shortly.</p>
      </div>
    );
  }

  const props = (name: keyof ApplicationErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `${INPUT} ${errors[name] ? 'border-red-600' : 'border-slate-300'}`,
  });
  const label = (name: keyof ApplicationErrors, text: string) => (
    <label htmlFor={`${id}-${name}`} className="font-medium text-slate-800">
      {text}
    </label>
  );
  const error = (name: keyof ApplicationErrors) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );
  const other = fields.country === OTHER_COUNTRY;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <div>
        {label('name', 'Full Name')}
        <input
          type="text"
          name="name"
          autoComplete="name"
          readOnly={Boolean(empty.name)}
          value={fields.name}
          {...props('name')}
          onChange={(e) => edit('name', e.target.value)}
        />
        {error('name')}
      </div>
      <div>
        {label('email', 'Email')}
        <input type="email" name="email" readOnly value={fields.email} {...props('email')} />
        {error('email')}
      </div>
      <div>
        {label('country', 'Country')}
        <select
          name="country"
          value={fields.country}
          {...props('country')}
          onChange={(e) => chooseCountry(e.target.value)}
        >
          <option value="">Select a country</option>
          {countries.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name} ({c.dial_code})
            </option>
          ))}
          <option value={OTHER_COUNTRY}>{OTHER_COUNTRY}</option>
        </select>
        {error('country')}
      </div>
      {other && (
        <div>
          {label('otherCountry', 'Your country')}
          <input
            type="text"
            name="otherCountry"
            autoComplete="country-name"
            value={fields.otherCountry}
            {...props('otherCountry')}
            onChange={(e) => edit('otherCountry', e.target.value)}
          />
          {error('otherCountry')}
        </div>
      )}
      <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
        <div>
          {label('countryCode', 'Country code')}
          <input
            type="text"
            name="countryCode"
            inputMode="tel"
            readOnly={!other}
            placeholder="+00"
            value={fields.countryCode}
            {...props('countryCode')}
            onChange={(e) => edit('countryCode', e.target.value)}
          />
          {error('countryCode')}
        </div>
        <div>
          {label('phone', 'Phone number')}
          <input
            type="tel"
            name="phone"
            autoComplete="tel-national"
            value={fields.phone}
            {...props('phone')}
            onChange={(e) => edit('phone', e.target.value)}
          />
          {error('phone')}
        </div>
      </div>
      <div className="sm:col-span-2">
        {label('resume', 'Resume (PDF, DOC or DOCX, at most 10 MB)')}
        <ResumeChoice
          cvs={cvs}
          choice={cvChoice}
          onChoose={(choice) => {
            setCvChoice(choice);
            clearError('resume');
          }}
          onFile={(file) => {
            setResume(file);
            clearError('resume');
          }}
          input={props('resume')}
        />
        {error('resume')}
      </div>
      <div className="sm:col-span-2">
        {label('comments', 'Comments (optional)')}
        <p className="text-sm text-slate-600">A cover letter or a note for the reviewers, for this application only.</p>
        <textarea
          name="comments"
          rows={4}
          maxLength={2000}
          value={fields.comments}
          {...props('comments')}
          onChange={(e) => edit('comments', e.target.value)}
        />
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
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

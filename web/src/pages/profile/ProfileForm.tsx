// The applicant profile's form (issue 32): about you, links, education, languages and referees, saved
// whole with one button. The server checks everything (countries, ORCID checksum, https links) and
// its problems show beside their fields and, first of them, in a notice above the button; "Profile
// saved" confirms. Starts from the saved profile, and the saved answer becomes the form again (the
// server's spelling: the bare ORCID iD, the list's country name).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { LANGUAGE_LEVELS, PROFILE_LIMITS } from '@phd/contracts/input/candidate-profile';
import { dialCodes } from '../../api/applications.ts';
import { ApiError } from '../../api/client.ts';
import { fieldErrors, profileKey, saveProfile, type Profile } from '../../api/profile.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { SelectField, TextAreaField, TextField as TextInput } from '../../components/ui/TextField.tsx';
import {
  bodyOf,
  EMPTY_ROWS,
  fieldsOf,
  type EducationRow,
  type LanguageRow,
  type ProfileFields,
  type RefereeRow,
  type TextField,
} from './profile-form.ts';
import { RowsSection, type RowField } from './RowsSection.tsx';

const EDUCATION: RowField<EducationRow>[] = [
  { key: 'degree', label: 'Degree' },
  { key: 'institution', label: 'Institution' },
  { key: 'start_year', label: 'Start year', type: 'number' },
  { key: 'end_year', label: 'End year', type: 'number' },
  { key: 'grade', label: 'Grade (optional)' },
];
const LANGUAGES: RowField<LanguageRow>[] = [
  { key: 'language', label: 'Language' },
  { key: 'level', label: 'Level', options: LANGUAGE_LEVELS },
];
const REFEREES: RowField<RefereeRow>[] = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'relation', label: 'Relation (e.g. supervisor)' },
];
type ListName = 'education' | 'languages' | 'referees';
const SAVE_FAILED = 'Your profile could not be saved. Please try again.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const client = useQueryClient();
  const countries = useQuery(dialCodes()).data ?? [];
  const [fields, setFields] = useState<ProfileFields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () => saveProfile(bodyOf(fields)),
    onMutate: () => setErrors({}),
    onSuccess: (answer) => {
      client.setQueryData(profileKey, { profile: answer.profile });
      setFields(fieldsOf(answer.profile));
    },
    onError: (error) => setErrors(fieldErrors(error)),
  });

  const edit = (name: TextField, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const error = (path: string) => errors[path];
  const input = (
    name: TextField,
    label: string,
    extra: { type?: string; autoComplete?: string; path?: string; hint?: string } = {},
  ) => (
    <TextInput
      name={name}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      hint={extra.hint}
      error={error(extra.path ?? name)}
      value={fields[name]}
      onChange={(e) => edit(name, e.target.value)}
    />
  );
  const country = (name: 'nationality' | 'country_of_residence', label: string) => (
    <SelectField
      name={name}
      label={label}
      error={error(name)}
      value={fields[name]}
      onChange={(e) => edit(name, e.target.value)}
    >
      <option value="">Not given</option>
      {/* The saved value stays choosable while the list loads. */}
      {fields[name] && !countries.some((c) => c.name === fields[name]) && <option>{fields[name]}</option>}
      {countries.map((c) => (
        <option key={c.code}>{c.name}</option>
      ))}
    </SelectField>
  );
  /** One of the profile's lists, with its limit, its empty row and the server's problems. */
  const list = <K extends ListName>(
    name: K,
    title: string,
    noun: string,
    rowFields: RowField<ProfileFields[K][number]>[],
  ) => (
    <RowsSection<ProfileFields[K][number]>
      name={name}
      title={title}
      noun={noun}
      rows={fields[name]}
      fields={rowFields}
      max={PROFILE_LIMITS[name]}
      errors={errors}
      empty={EMPTY_ROWS[name]}
      onChange={(next) => setFields((current) => ({ ...current, [name]: next }))}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };
  const failure =
    save.error instanceof ApiError && save.error.status === 400
      ? save.error.message
      : save.isError
        ? SAVE_FAILED
        : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Section title="About you">
        {input('full_name', 'Full name', { autoComplete: 'name' })}
        {input('contact_email', 'Contact email', {
          type: 'email',
          autoComplete: 'email',
          hint: 'Where reviewers write to you; your sign-in address when left empty.',
        })}
        <div className="grid grid-cols-[7rem_1fr] gap-3 sm:col-span-2">
          {input('dial_code', 'Country code', { path: 'phone.dial_code', hint: '+44' })}
          {input('number', 'Phone number', { type: 'tel', autoComplete: 'tel-national', path: 'phone.number' })}
        </div>
        {country('nationality', 'Nationality')}
        {country('country_of_residence', 'Country of residence')}
        <TextAreaField
          className="sm:col-span-2"
          name="research_interests"
          label="Research interests"
          rows={4}
          maxLength={PROFILE_LIMITS.researchInterests}
          error={error('research_interests')}
          value={fields.research_interests}
          onChange={(e) => edit('research_interests', e.target.value)}
        />
      </Section>
      <Section title="Links">
        {input('orcid', 'ORCID iD', { hint: '0000-0002-1825-0097 or https://orcid.org/0000-0002-1825-0097' })}
        {input('scholar_url', 'Google Scholar', { type: 'url', hint: 'https://scholar.google.com/citations?user=…' })}
        {input('github_url', 'GitHub', { type: 'url', hint: 'https://github.com/you' })}
        {input('website_url', 'Personal site', { type: 'url', hint: 'https:// only' })}
      </Section>
      {list('education', 'Education', 'degree', EDUCATION)}
      {list('languages', 'Languages', 'language', LANGUAGES)}
      {list('referees', 'Referees', 'referee', REFEREES)}
      {failure && <Notice tone="error">{failure}</Notice>}
      {save.isSuccess && <Notice tone="success">Profile saved</Notice>}
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}

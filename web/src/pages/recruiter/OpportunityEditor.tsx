// Publish or edit a position: every field a recruiter can know, a rich-text description, funding, the
// deadline, and how candidates apply (resumes collected here, or a link to the university's own
// page). Publishing is free; the position reaches the public listing through the usual indexing.
// The recruiter dashboard and a university site's dashboard (pages/tenant/) both use it: each says how
// to save and adds its own fields (a site's status and "Also list on PhD Finder") as children.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { dialCodes } from '../../api/applications.ts';
import { disciplineOptions } from '../../api/opportunities.ts';
import type { OpportunityInput } from '../../api/university.ts';
import { Button } from '../../components/ui/Button.tsx';
import { INPUT_CLASS, RequiredLegend, TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverFieldErrors, useFields } from './form-state.ts';
import { bodyFrom, draftErrors, type OpportunityDraft, type OpportunityTexts } from './opportunity-form.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

interface OpportunityEditorProps {
  /** The position being edited, or none for a new one. */
  id?: string;
  initial: OpportunityDraft;
  /** Creates (no id) or updates the position; answers the server's message. */
  save: (body: OpportunityInput) => Promise<{ message: string }>;
  /** The lists to refresh once saved. */
  listKey: readonly unknown[];
  onDone: (message: string) => void;
  onCancel: () => void;
  /** The heading and button of a new one (a recruiter "publishes a position"). */
  newHeading?: string;
  newSubmit?: string;
  /** The first way to apply, as it works for this owner (a recruiter's: resumes sent on PhD Finder). */
  collectChoice?: { label: string; hint: string };
  /** Candidates apply only through a link (the post-jobs form: no account to receive resumes). */
  linkOnly?: boolean;
  /** The owner's own fields, shown before the buttons. */
  children?: ReactNode;
  /**
   * Whether the owner's own fields are still marked wrong: a notice about marked fields goes once
   * they are all fixed. Unknown (not given): a notice naming the owner's fields stays until the next try.
   */
  childrenInvalid?: boolean;
  /** Countries to suggest (the admin's: those of the universities we list); default: every country. */
  countryNames?: readonly string[];
  /** A field shown right after the country, given the country typed (the admin's university picker). */
  afterCountry?: (country: string) => ReactNode;
}

const FUNDING_TYPE_CHOICES = [
  ['fully_funded', 'Fully funded'],
  ['partially_funded', 'Partially funded'],
  ['self_funded', 'Self-funded'],
] as const;

export const RECRUITER_OPPORTUNITIES_KEY = ['university', 'opportunities'] as const;

export function OpportunityEditor({
  id,
  initial,
  save,
  listKey,
  onDone,
  onCancel,
  newHeading = 'Publish a position',
  newSubmit = 'Publish Position',
  collectChoice = {
    label: 'Collect resumes on PhD Finder',
    hint: 'Candidates apply here with a resume; you review them on your dashboard.',
  },
  children,
  childrenInvalid,
  countryNames,
  afterCountry,
  linkOnly = false,
}: OpportunityEditorProps) {
  const client = useQueryClient();
  const form = useFields<OpportunityTexts>(initial.texts);
  const fundingTypeId = useId();
  const [description, setDescription] = useState(initial.description);
  const [fullyFunded, setFullyFunded] = useState(initial.fully_funded);
  const [collectResumes, setCollectResumes] = useState(linkOnly ? false : initial.collect_resumes);
  /**
   * What went wrong. `fields`: it is about marked fields, so it goes once they are all fixed; `owners`:
   * some of them are the owner's (children), fixed when the owner says so.
   */
  const [problem, setProblem] = useState<{ text: string; fields: boolean; owners: boolean } | null>(null);
  const stillWrong = problem && (!problem.fields || form.invalid || (problem.owners && (childrenInvalid ?? true)));
  const shownProblem = stillWrong ? problem.text : null;
  const [busy, setBusy] = useState(false);
  const countries = useQuery({ ...dialCodes(), enabled: !countryNames });
  const disciplines = useQuery(disciplineOptions('standard'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft: OpportunityDraft = {
      texts: form.values,
      description,
      fully_funded: fullyFunded,
      collect_resumes: collectResumes,
    };
    const errors = draftErrors(draft);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setProblem({ text: 'Please check the highlighted fields.', fields: true, owners: false });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { message } = await save(bodyFrom(draft));
      await client.invalidateQueries({ queryKey: listKey });
      onDone(message);
    } catch (error) {
      const fields = Object.keys(serverFieldErrors(error));
      const own = (field: string) => field in initial.texts;
      // Only this form's fields: the owner marks its own (children) from the same answer.
      form.setErrors(Object.fromEntries(Object.entries(serverFieldErrors(error)).filter(([field]) => own(field))));
      setProblem({
        text: serverMessage(error, id ? 'Failed to update the position' : 'Failed to publish the position'),
        fields: fields.length > 0,
        owners: fields.some((field) => !own(field)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="opportunity-editor-title"
      className="space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="opportunity-editor-title" className="text-xl font-semibold text-brand-900">
        {id ? 'Edit position' : newHeading}
      </h2>
      <RequiredLegend />
      {shownProblem && <Notice tone="error">{shownProblem}</Notice>}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">The position</legend>
        <TextField className="sm:col-span-2" label="Title" required {...form.bind('title')} />
        <TextField label="Discipline" list="recruiter-disciplines" {...form.bind('ai_department')} />
        <datalist id="recruiter-disciplines">
          {disciplines.data?.map((d) => (
            <option key={d.ai_department} value={d.ai_department} />
          ))}
        </datalist>
        <TextField label="Department" {...form.bind('department')} />
        <TextField className="sm:col-span-2" label="Research area" {...form.bind('researchArea')} />
        <TextField label="Supervisor" {...form.bind('supervisor')} />
        <TextField label="Supervisor's web page" type="url" {...form.bind('supervisor_url')} />
        <TextField label="City" {...form.bind('city')} />
        <TextField label="Country" required list="recruiter-countries" {...form.bind('country')} />
        <datalist id="recruiter-countries">
          {[...new Set(countryNames ?? countries.data?.filter((c) => c.dial_code).map((c) => c.name))].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        {afterCountry?.(form.values.country)}
        <TextField label="Open to" hint="e.g. UK and international students" {...form.bind('open_to')} />
        <TextField label="University web page" type="url" {...form.bind('university_url')} />
      </fieldset>

      <RichTextEditor label="Description" initialHtml={initial.description} onChange={setDescription} />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Deadline and funding</legend>
        <TextField
          label="Closing date"
          type="date"
          hint="Leave empty if there is none."
          {...form.bind('closing_date')}
        />
        <TextField label="Deadline note" hint="e.g. Open until filled" {...form.bind('deadline')} />
        <label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
          <input
            type="checkbox"
            checked={fullyFunded}
            onChange={(event) => setFullyFunded(event.target.checked)}
            className="h-4 w-4 accent-brand-700"
          />
          Fully funded
        </label>
        {/* Labelled by id, not by wrapping: a wrapping label's text would include the options'
            ("Fully funded"), which then also name this select. */}
        <div>
          <label htmlFor={fundingTypeId} className="block font-medium text-slate-800">
            Funding type
          </label>
          <select
            id={fundingTypeId}
            name="funding_type"
            value={form.values.funding_type}
            onChange={form.bind('funding_type').onChange}
            aria-describedby={`${fundingTypeId}-hint`}
            className={`${INPUT_CLASS} border-slate-300`}
          >
            <option value="">Not stated</option>
            {FUNDING_TYPE_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
          {/* The options stay short: a select's text cannot wrap on a narrow screen. */}
          <p id={`${fundingTypeId}-hint`} className="mt-1 text-sm text-slate-600">
            Not stated: we read it from the description.
          </p>
        </div>
        <TextField label="Funding" hint="e.g. Stipend and tuition fees" {...form.bind('funding')} />
        <TextField label="Funding details" {...form.bind('fundingDetails')} />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">How candidates apply</legend>
        {!linkOnly && (
          <>
            <label className="flex items-start gap-2 text-slate-800">
              <input
                type="radio"
                name="apply-route"
                checked={collectResumes}
                onChange={() => setCollectResumes(true)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                {collectChoice.label}
                <span className="block text-sm text-slate-600">{collectChoice.hint}</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-slate-800">
              <input
                type="radio"
                name="apply-route"
                checked={!collectResumes}
                onChange={() => setCollectResumes(false)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>Candidates apply on our own web page</span>
            </label>
          </>
        )}
        <TextField
          label={collectResumes ? 'Web page of the position (optional)' : 'Where candidates apply'}
          required={!collectResumes}
          type="url"
          {...form.bind('opportunity_url')}
        />
      </fieldset>

      {children}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : id ? 'Save Changes' : newSubmit}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

// /embed-test: how a university shows its current PhD openings from PhD Finder on its own site. Choose
// the filters, see the widget live, copy the script tag (or the iframe alternative).
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { countryOptions, disciplineOptions, universityOptions } from '../../api/opportunities.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { sortedNames } from '../smart-picks/smart-picks-rules.ts';
import { CopyableCode } from './CopyableCode.tsx';
import { iframeSnippet, scriptSnippet, type EmbedChoice } from './embed-snippets.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

const FIELD = `mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 ${FOCUS_RING}`;
const DEFAULT_LIMIT = 5;

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: string[] | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={FIELD}>
        <option value="">Any</option>
        {options?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function EmbedTestPage() {
  const [choice, setChoice] = useState<EmbedChoice>({ limit: DEFAULT_LIMIT });
  // Alphabetical, to be found: the API sends the names by how many openings each has.
  const names = (list: string[] | undefined) => list && sortedNames(list);
  const universities = names(useQuery(universityOptions('standard', '')).data?.map((u) => u.university));
  const countries = names(useQuery(countryOptions('standard')).data?.map((c) => c.country));
  const disciplines = names(useQuery(disciplineOptions('standard')).data?.map((d) => d.ai_department));
  const limitId = useId();
  // The field's own text, so it can be cleared and retyped; the choice keeps the last valid number.
  const [limitText, setLimitText] = useState(String(DEFAULT_LIMIT));
  const limitValid = String(choice.limit ?? DEFAULT_LIMIT) === limitText.trim();
  const origin = window.location.origin;
  const set = (field: keyof EmbedChoice) => (value: string) =>
    setChoice((c) => ({ ...c, [field]: value || undefined }));

  return (
    <div className="py-6">
      <PageHead meta={pageMeta('/embed-test')} />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Show your PhD openings on your site</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Paste one script tag into any page of your university&rsquo;s site and it lists your current PhD openings from
        PhD Finder, newest first, each linking to its page here. It keeps itself up to date, is not affected by your
        site&rsquo;s styles, and sends no cookies.
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <form
          aria-labelledby="embed-choice"
          className="space-y-4 self-start rounded-xl bg-white p-5 shadow-sm"
          onSubmit={(e) => e.preventDefault()}
        >
          <h2 id="embed-choice" className="text-lg font-semibold text-slate-900">
            Choose the openings
          </h2>
          <Choice
            label="University"
            value={choice.university ?? ''}
            options={universities}
            onChange={set('university')}
          />
          <Choice label="Country" value={choice.country ?? ''} options={countries} onChange={set('country')} />
          <Choice
            label="Discipline"
            value={choice.discipline ?? ''}
            options={disciplines}
            onChange={set('discipline')}
          />
          <div>
            <label htmlFor={limitId} className="text-sm font-medium text-slate-800">
              Number of openings (1 to 20)
            </label>
            <input
              id={limitId}
              type="number"
              min={1}
              max={20}
              value={limitText}
              aria-invalid={!limitValid}
              aria-describedby={limitValid ? undefined : `${limitId}-error`}
              onChange={(e) => {
                setLimitText(e.target.value);
                const n = Number(e.target.value);
                if (Number.isInteger(n) && n >= 1 && n <= 20) setChoice((c) => ({ ...c, limit: n }));
              }}
              className={FIELD}
            />
            {!limitValid && (
              <p id={`${limitId}-error`} className="mt-1 text-sm text-red-700">
                Choose a number from 1 to 20; the code uses {choice.limit ?? DEFAULT_LIMIT}.
              </p>
            )}
          </div>
        </form>
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="embed-preview" className="space-y-3">
            <h2 id="embed-preview" className="text-lg font-semibold text-slate-900">
              Live preview
            </h2>
            <WidgetPreview choice={choice} />
          </section>
          <section aria-labelledby="embed-code" className="space-y-4">
            <h2 id="embed-code" className="text-lg font-semibold text-slate-900">
              Code to paste
            </h2>
            <CopyableCode label="Script tag (recommended)" code={scriptSnippet(origin, choice)} />
            <CopyableCode label="Or an iframe" code={iframeSnippet(origin, choice)} />
            <p className="text-sm text-slate-600">
              Put the script tag where the list should appear. To place it elsewhere, add{' '}
              <code className="rounded bg-slate-100 px-1">data-target=&quot;element-id&quot;</code>; to change the
              heading, add <code className="rounded bg-slate-100 px-1">data-title=&quot;…&quot;</code>. Developers can
              also use the public API directly: see the{' '}
              <a className="font-medium text-brand-600 underline" href="/api/docs">
                API documentation
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}

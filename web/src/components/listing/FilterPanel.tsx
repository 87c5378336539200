// The listing's filters (spec section 4, "Listing filters"; messages of section 5). Country and
// discipline exclude each other, the university needs a country; every change becomes an address.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { countryOptions, disciplineOptions, universityOptions } from '../../api/opportunities.ts';
import type { Category } from '@phd/contracts/paths';
import type { EligibleCodes } from '../../api/eligibility.ts';
import { CheckboxRow } from './CheckboxRow.tsx';
import { EligibleFilter } from './EligibleFilter.tsx';
import { FilterSelect, type FilterOption } from './FilterSelect.tsx';
import { StipendFilter } from './StipendFilter.tsx';
import type { StipendMinimum } from './stipend-filter.ts';
import {
  dateInputValue,
  endDateInputValue,
  endOfDateInput,
  FUNDING_CHOICES,
  fundingSelection,
  sameName,
  startOfDateInput,
  type FilterChange,
  type FundingChoice,
} from './listing-url.ts';

export const FILTER_MESSAGES = {
  countryFirst: 'Please select a country first',
  countryDisabled: 'Country selection is disabled when a discipline is selected',
  disciplineDisabled: 'Discipline selection is disabled when a country is selected',
} as const;

export interface FilterPanelProps {
  category: Category;
  /** Names as the address gives them. */
  country?: string;
  university?: string;
  discipline?: string;
  createdAfter?: number;
  createdBefore?: number;
  funded: boolean;
  /** "Open for applications" (issue 17); off by default. */
  open?: boolean;
  /** The Funding filter's ticked types (issue 17). */
  fundingTypes?: readonly FundingChoice[];
  /** "Minimum stipend" (issue 29). */
  stipend?: StipendMinimum;
  /** "Positions I can apply to" (issue 32): the address's codes when on; shown when `eligibleCodes` is given. */
  eligible?: readonly string[];
  /** The signed-in candidate's codes, or why there are none. */
  eligibleCodes?: EligibleCodes;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  /** The options among the positions posted on the site only (the /phd-postings page). */
  posted?: boolean;
}

/** The option's own spelling of a name from the address, when listed. */
/** The option spelled as the server spells it, for a name from the address (any case or accents). */
const chosen = (name: string | undefined, options: FilterOption[]) =>
  name ? (options.find((o) => sameName(o.value, name))?.value ?? name) : '';

const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

export function FilterPanel(props: FilterPanelProps) {
  const { category, country, university, discipline, createdAfter, createdBefore, funded, onChange, onClear } = props;
  const posted = props.posted ?? false;
  const countries = useQuery(countryOptions(category, posted)).data ?? [];
  const disciplines = useQuery(disciplineOptions(category, posted)).data ?? [];
  const universities =
    useQuery({ ...universityOptions(category, country ?? '', posted), enabled: Boolean(country) }).data ?? [];
  const startId = useId();
  const endId = useId();
  const open = props.open ?? false;
  // "Fully Funded Only" is Fully funded alone in the Funding group: each shows the other's tick.
  const funding = fundingSelection(funded, props.fundingTypes ?? []);
  const start = dateInputValue(createdAfter);
  const countryChoices = countries.map((c) => ({ value: c.country, count: c.Count }));
  const universityChoices = universities.map((u) => ({ value: u.university, count: u.Count }));
  const disciplineChoices = disciplines.map((d) => ({ value: d.ai_department, count: d.Count }));

  return (
    <div className="space-y-5">
      <FilterSelect
        label="Country"
        anyLabel="All countries"
        value={chosen(country, countryChoices)}
        options={countryChoices}
        disabled={Boolean(discipline)}
        disabledMessage={FILTER_MESSAGES.countryDisabled}
        onChange={(value) => onChange({ kind: 'country', value })}
      />
      <FilterSelect
        label="University"
        anyLabel="All universities"
        value={chosen(university, universityChoices)}
        options={country ? universityChoices : []}
        disabled={!country}
        disabledMessage={FILTER_MESSAGES.countryFirst}
        onChange={(value) => onChange({ kind: 'university', value })}
      />
      <FilterSelect
        label="Discipline"
        anyLabel="All disciplines"
        value={chosen(discipline, disciplineChoices)}
        options={disciplineChoices}
        disabled={Boolean(country)}
        disabledMessage={FILTER_MESSAGES.disciplineDisabled}
        onChange={(value) => onChange({ kind: 'discipline', value })}
      />
      <fieldset className="space-y-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Posted between</legend>
        <div>
          <label htmlFor={startId} className="mb-1 block text-sm text-slate-700">
            Start date
          </label>
          <input
            id={startId}
            type="date"
            value={start}
            onChange={(event) => onChange({ kind: 'start', value: startOfDateInput(event.target.value) })}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor={endId} className="mb-1 block text-sm text-slate-700">
            End date
          </label>
          <input
            id={endId}
            type="date"
            value={endDateInputValue(createdBefore)}
            min={start || undefined}
            onChange={(event) => onChange({ kind: 'end', value: endOfDateInput(event.target.value) })}
            className={INPUT}
          />
        </div>
      </fieldset>
      <CheckboxRow
        label="Fully Funded Only"
        checked={funded}
        onChange={(value) => onChange({ kind: 'funded', value })}
        strong
      />
      <CheckboxRow
        label="Open for applications"
        checked={open}
        onChange={(value) => onChange({ kind: 'open', value })}
        strong
      />
      {props.eligibleCodes && (
        <EligibleFilter on={Boolean(props.eligible)} codes={props.eligibleCodes} onChange={onChange} />
      )}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Funding</legend>
        {FUNDING_CHOICES.map((choice) => (
          <CheckboxRow
            key={choice.value}
            label={choice.label}
            checked={funding.includes(choice.value)}
            onChange={(checked) => onChange({ kind: 'funding', value: choice.value, checked })}
          />
        ))}
      </fieldset>
      <StipendFilter
        key={props.stipend ? `${props.stipend.amount} ${props.stipend.currency}` : 'none'}
        value={props.stipend}
        onChange={onChange}
      />
      <button
        type="button"
        onClick={onClear}
        className="w-full rounded-lg border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Clear All Filters
      </button>
    </div>
  );
}

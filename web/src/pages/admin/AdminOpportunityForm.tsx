// Create or edit any listing as an admin: the recruiters' editor (every field, the rich-text
// description, their form checks) plus the admin's own: the university (suggested from the universities
// we list in the country typed), featured or not, and the university's logo. A new listing with a logo
// goes as one multipart form; an edit saves the listing, then the logo. The API's refusals of the
// admin's fields show at those fields.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  ADMIN_OPPORTUNITIES_KEY,
  adminOpportunities,
  type AdminCategory,
  type CountryUniversities,
} from '../../api/admin-opportunities.ts';
import type { OpportunityInput } from '../../api/university.ts';
import { ApiError } from '../../api/client.ts';
import { UniversityLogo } from '../../components/opportunity/UniversityLogo.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { AdminOpportunityDetailJson } from '@phd/contracts/endpoints/admin-opportunities';
import { Notice } from '../../components/ui/Notice.tsx';
import { serverFieldErrors } from '../recruiter/form-state.ts';
import { LOGO_MAX_BYTES } from '../recruiter/LogoCard.tsx';
import { EMPTY_DRAFT, draftFrom } from '../recruiter/opportunity-form.ts';
import { OpportunityEditor } from '../recruiter/OpportunityEditor.tsx';

interface Props {
  /** The listing to edit, or none for a new one. */
  id?: string;
  pickers: CountryUniversities[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function AdminOpportunityForm({ id, pickers, onDone, onCancel }: Props) {
  const existing = useQuery({
    queryKey: [...ADMIN_OPPORTUNITIES_KEY, 'one', id],
    queryFn: ({ signal }) => adminOpportunities.get(id!, signal),
    enabled: id !== undefined,
    gcTime: 0,
  });
  if (!id) return <Form pickers={pickers} onDone={onDone} onCancel={onCancel} />;
  if (existing.isPending) return <Spinner label="Loading the opportunity..." />;
  if (existing.isError)
    return <Notice tone="error">{serverMessage(existing.error, 'The opportunity could not be loaded.')}</Notice>;
  return <Form key={id} existing={existing.data.data} pickers={pickers} onDone={onDone} onCancel={onCancel} />;
}

type AdminFieldErrors = Partial<Record<'university' | 'category' | 'logo', string>>;

function Form({ existing, pickers, onDone, onCancel }: Omit<Props, 'id'> & { existing?: AdminOpportunityDetailJson }) {
  const [university, setUniversity] = useState(existing?.university ?? '');
  const [category, setCategory] = useState<AdminCategory>(existing?.category ?? 'standard');
  const [errors, setErrors] = useState<AdminFieldErrors>({});
  const logoInput = useRef<HTMLInputElement>(null);
  const universitiesId = useId();
  const logoErrorId = useId();

  /** Refusals of the admin's fields go to those fields; the editor shows the message and its own fields'. */
  const showAt = (error: unknown): never => {
    const details = serverFieldErrors(error);
    setErrors({ university: details.university, category: details.category, logo: details.logo });
    throw error;
  };

  const save = async (body: OpportunityInput) => {
    setErrors({});
    const logo = logoInput.current?.files?.[0];
    if (!university.trim()) return showAt(fieldError('university', 'University is required'));
    if (logo && logo.size > LOGO_MAX_BYTES) return showAt(fieldError('logo', 'The logo must be smaller than 5 MB.'));
    const full = { ...body, university: university.trim(), category };
    if (!existing) return adminOpportunities.create(full, logo).catch(showAt);
    const saved = await adminOpportunities.update(existing.id, full).catch(showAt);
    if (logo) await adminOpportunities.uploadLogo(full.university, logo).catch(showAt);
    return saved;
  };

  const universitiesOf = (country: string) => {
    const wanted = country.trim().toLowerCase();
    const match = pickers.find((p) => p.country.toLowerCase() === wanted);
    return (match ? [match] : pickers).flatMap((p) => p.universities.map((u) => u.name));
  };

  return (
    <OpportunityEditor
      id={existing?.id}
      initial={existing ? draftFrom(existing) : EMPTY_DRAFT}
      save={save}
      listKey={ADMIN_OPPORTUNITIES_KEY}
      onDone={onDone}
      onCancel={onCancel}
      newHeading="New opportunity"
      newSubmit="Create Opportunity"
      countryNames={pickers.map((p) => p.country)}
      childrenInvalid={Object.values(errors).some(Boolean)}
      afterCountry={(country) => (
        <>
          <TextField
            label="University"
            required
            list={universitiesId}
            hint="Pick one we list, or type a new name."
            value={university}
            error={errors.university}
            onChange={(e) => {
              setUniversity(e.target.value);
              setErrors((current) => ({ ...current, university: undefined }));
            }}
          />
          <datalist id={universitiesId}>
            {universitiesOf(country).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </>
      )}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">Admin settings</legend>
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={category === 'featured'}
            onChange={(e) => {
              setCategory(e.target.checked ? 'featured' : 'standard');
              setErrors((current) => ({ ...current, category: undefined }));
            }}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span>
            Featured
            <span className="block text-sm text-slate-600">Listed under Featured PhD openings.</span>
          </span>
        </label>
        {errors.category ? <p className="text-sm text-red-700">{errors.category}</p> : null}
        <div className="flex items-center gap-4">
          {existing?.logo_url ? (
            <UniversityLogo university={existing.university} src={existing.logo_url} className="h-12 w-12" />
          ) : null}
          <label className="block text-sm font-medium text-slate-800">
            University logo (optional)
            <input
              ref={logoInput}
              type="file"
              name="logo"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? logoErrorId : undefined}
              onChange={() => setErrors((current) => ({ ...current, logo: undefined }))}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
            />
            <span className="block font-normal text-slate-600">
              Replaces the university&apos;s logo on all its positions. PNG, JPEG, WebP or GIF, at most 5 MB.
            </span>
          </label>
        </div>
        {errors.logo ? (
          <p id={logoErrorId} className="text-sm text-red-700">
            {errors.logo}
          </p>
        ) : null}
      </fieldset>
    </OpportunityEditor>
  );
}

/** A refusal made here, shaped like the API's (message and the field's detail). */
function fieldError(field: keyof AdminFieldErrors, message: string) {
  return new ApiError(message, 400, { error: 'invalid', message, details: { [field]: message } });
}

// Create or edit one of a university site's opportunities: the recruiters' editor (every field, the
// rich-text description, how candidates apply) plus the site's own settings: the status (a draft is
// seen by the staff only) and "Also list on PhD Finder" (on by default).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  TENANT_OPPORTUNITIES_KEY,
  TENANT_STATUS_LABELS,
  tenantOpportunities,
  type TenantOpportunityInput,
} from '../../api/tenant-opportunities.ts';
import type { OpportunityInput } from '../../api/university.ts';
import type { ClosingOutcome } from '@phd/contracts/input/closing-outcome';
import { OUTCOME_CHOICES, OUTCOME_HINT, OUTCOME_QUESTION } from '../../components/opportunity/CloseOutcomeDialog.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { TENANT_OPPORTUNITY_STATUSES, type TenantOpportunityStatus } from '@phd/contracts/input/tenant-opportunity';
import { Notice } from '../../components/ui/Notice.tsx';
import { EMPTY_DRAFT, draftFrom, type OpportunityDraft } from '../recruiter/opportunity-form.ts';
import { OpportunityEditor } from '../recruiter/OpportunityEditor.tsx';
import { ReviewSettingsPanel } from './ReviewSettingsPanel.tsx';

export const LISTED_LABEL = 'Also list on PhD Finder';

/** Applications to a site's position arrive in its review, from its careers page and from PhD Finder. */
const COLLECT_HERE = {
  label: 'Collect applications on this site',
  hint: 'Applicants are reviewed here, whether they apply on your careers page or on PhD Finder. Otherwise PhD Finder shows the web page below.',
};

const NEW_DRAFT: OpportunityDraft = { ...EMPTY_DRAFT, collect_resumes: false };

const STATUS_HELP: Record<TenantOpportunityStatus, string> = {
  draft: 'Only your staff see it.',
  open: 'Candidates can find it and apply.',
  closed: 'No longer taking candidates.',
};

interface Props {
  id?: string;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function TenantOpportunityEditor({ id, onDone, onCancel }: Props) {
  const existing = useQuery({
    queryKey: [...TENANT_OPPORTUNITIES_KEY, 'one', id],
    queryFn: ({ signal }) => tenantOpportunities.get(id!, signal),
    enabled: id !== undefined,
    gcTime: 0,
  });
  if (!id) return <Editor initial={NEW_DRAFT} status="open" listed onDone={onDone} onCancel={onCancel} />;
  if (existing.isPending) return <Spinner label="Loading the opportunity..." />;
  if (existing.isError)
    return <Notice tone="error">{serverMessage(existing.error, 'The opportunity could not be loaded.')}</Notice>;
  const o = existing.data.data;
  return (
    <>
      <Editor
        key={id}
        id={id}
        initial={draftFrom(o)}
        status={o.status}
        listed={o.listed_publicly}
        onDone={onDone}
        onCancel={onCancel}
      />
      {/* Saved on its own (its own endpoint), so it sits outside the editor's form. */}
      <ReviewSettingsPanel opportunityId={id} />
    </>
  );
}

function Editor({
  id,
  initial,
  status: initialStatus,
  listed: initialListed,
  onDone,
  onCancel,
}: Props & { initial: OpportunityDraft; status: TenantOpportunityStatus; listed: boolean }) {
  const [status, setStatus] = useState(initialStatus);
  const [listed, setListed] = useState(initialListed);
  // Closing here asks how it ended, as the dashboard's Close does: it words the applicants' closing e-mails.
  const [outcome, setOutcome] = useState<ClosingOutcome | null>(null);
  const closing = id !== undefined && status === 'closed' && initialStatus !== 'closed';
  const save = (body: OpportunityInput) => {
    const full: TenantOpportunityInput = {
      ...body,
      status,
      listed_publicly: listed,
      ...(closing ? { outcome } : {}),
    };
    return id ? tenantOpportunities.update(id, full) : tenantOpportunities.create(full);
  };
  return (
    <OpportunityEditor
      id={id}
      initial={initial}
      save={save}
      listKey={TENANT_OPPORTUNITIES_KEY}
      onDone={onDone}
      onCancel={onCancel}
      newHeading="New opportunity"
      newSubmit={status === 'draft' ? 'Save Draft' : 'Create Opportunity'}
      collectChoice={COLLECT_HERE}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">Publication</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {TENANT_OPPORTUNITY_STATUSES.map((value) => (
            <label key={value} className="flex items-start gap-2 text-slate-800">
              <input
                type="radio"
                name="opportunity-status"
                value={value}
                checked={status === value}
                onChange={() => setStatus(value)}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                {TENANT_STATUS_LABELS[value]}
                <span className="block text-sm text-slate-600">{STATUS_HELP[value]}</span>
              </span>
            </label>
          ))}
        </div>
        {closing && (
          <fieldset className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-medium text-slate-900">{OUTCOME_QUESTION}</legend>
            <p className="text-sm text-slate-600">{OUTCOME_HINT}</p>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              {OUTCOME_CHOICES.map((choice) => (
                <label key={choice.label} className="flex items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="closing-outcome"
                    checked={outcome === choice.value}
                    onChange={() => setOutcome(choice.value)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={listed}
            onChange={(event) => setListed(event.target.checked)}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <span>
            {LISTED_LABEL}
            <span className="block text-sm text-slate-600">
              While open, it also appears in PhD Finder’s public listing and search, with a link to apply.
            </span>
          </span>
        </label>
      </fieldset>
    </OpportunityEditor>
  );
}

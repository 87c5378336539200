// Where, who and until when (spec section 2): university, city and country, department, supervisor
// (a link when there is a page for them), the deadline and, on cards, the funding.
import type { Opportunity } from '../../api/types.ts';
import { fundingLine } from '@phd/contracts/funding-line';
import { deadlineView } from './deadline.ts';
import { BuildingIcon, CalendarIcon, CoinsIcon, PersonIcon, PinIcon } from './icons.tsx';

export interface OpportunityFactsProps {
  opportunity: Opportunity;
  now: number;
  /** False on a closed position's page, where the deadline no longer applies. */
  withDeadline?: boolean;
  /** Cards: the funding on a line of its own (the detail page has it in its summary panel). */
  withFunding?: boolean;
}

const ROW = 'flex items-start gap-2';

export function OpportunityFacts({
  opportunity: o,
  now,
  withDeadline = true,
  withFunding = false,
}: OpportunityFactsProps) {
  const place = [o.city, o.country].filter(Boolean).join(', ');
  const funding = withFunding ? fundingLine(o.funding_type, o.funding) : null;
  const deadline = withDeadline ? deadlineView(o.closing_date, now) : null;
  return (
    <ul className="space-y-1.5 text-sm text-slate-700">
      <li className={ROW}>
        <PinIcon className="mt-0.5 h-4 w-4 text-slate-500" />
        <span>
          <span className="font-medium text-slate-900">{o.university}</span>
          {place && <span>, {place}</span>}
        </span>
      </li>
      {o.department && (
        <li className={ROW}>
          <BuildingIcon className="mt-0.5 h-4 w-4 text-slate-500" />
          <span>
            <span className="sr-only">Department: </span>
            {o.department}
          </span>
        </li>
      )}
      {o.supervisor && (
        <li className={ROW}>
          <PersonIcon className="mt-0.5 h-4 w-4 text-slate-500" />
          <span>
            Supervisor:{' '}
            {o.supervisor_url ? (
              <a
                href={o.supervisor_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-600 underline hover:text-brand-900"
              >
                {o.supervisor}
              </a>
            ) : (
              <span className="font-medium text-slate-900">{o.supervisor}</span>
            )}
          </span>
        </li>
      )}
      {deadline && (
        <li className={ROW} data-testid="deadline">
          <CalendarIcon className={`mt-0.5 h-4 w-4 ${deadline.passed ? 'text-red-700' : 'text-slate-500'}`} />
          {deadline.passed ? (
            <span className="font-semibold text-red-700">{deadline.text}</span>
          ) : (
            <span>
              Deadline: <span className="font-medium text-slate-900">{deadline.text}</span>
            </span>
          )}
        </li>
      )}
      {funding && (
        <li className={ROW} data-testid="funding">
          <CoinsIcon className="mt-0.5 h-4 w-4 text-slate-500" />
          <span className="line-clamp-2">
            Funding: <span className="font-medium text-slate-900">{funding}</span>
          </span>
        </li>
      )}
    </ul>
  );
}

// Each opportunity's applicants per stage, most applicants first; its title leads to its review screen.
// One card per opportunity on narrow screens (StackedTable): ten columns do not fit a phone.
import { Link } from 'react-router-dom';
import type { ApplicantStats } from '../../../api/applicants.ts';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { STACKED_ROW, STACKED_TABLE, StackedCell as Cell } from '../../../components/ui/StackedTable.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { tenantBase } from '../../../layout/tenant.ts';
import { APPLICANT_STATUSES, type ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { CELL, HEAD_ROW, NUMBER_CELL, StatsSection } from './StatsSection.tsx';

const TITLE = 'Applicants per opportunity';

export function OpportunityTable({
  rows,
  stageNames,
}: {
  rows: ApplicantStats['by_opportunity'];
  stageNames: Record<ApplicantStatus, string>;
}) {
  return (
    <StatsSection title={TITLE}>
      <ScrollRegion label="Table of applicants per opportunity">
        <table className={`${STACKED_TABLE} border-collapse md:min-w-[48rem]`}>
          <thead>
            <tr className={HEAD_ROW}>
              <th scope="col" className={CELL}>
                Opportunity
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Total
              </th>
              {APPLICANT_STATUSES.map((stage) => (
                <th key={stage} scope="col" className={NUMBER_CELL}>
                  {stageNames[stage]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id ?? 'none'} className={`${STACKED_ROW} md:border-slate-200 md:last:border-b-0`}>
                <Cell as="th" className="font-normal break-words max-md:font-semibold md:max-w-72">
                  {row.id ? (
                    <Link to={`${tenantBase()}/review/${row.id}`} className={TEXT_LINK}>
                      {row.title ?? 'Untitled opportunity'}
                    </Link>
                  ) : (
                    // Applicants of a since deleted opportunity, or of none.
                    <span className="text-slate-600">No opportunity</span>
                  )}
                </Cell>
                <Cell label="Total" className="font-semibold md:text-right md:tabular-nums">
                  {row.total}
                </Cell>
                {APPLICANT_STATUSES.map((stage) => (
                  <Cell key={stage} label={stageNames[stage]} className="tabular-nums md:text-right">
                    {row.by_status[stage]}
                  </Cell>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </StatsSection>
  );
}

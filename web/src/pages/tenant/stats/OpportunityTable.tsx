// Each opportunity's applicants per stage, most applicants first; its title leads to its review screen.
import { Link } from 'react-router-dom';
import type { ApplicantStats } from '../../../api/applicants.ts';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import { TEXT_LINK } from '../../../components/ui/styles.ts';
import { tenantBase } from '../../../layout/tenant.ts';
import { APPLICANT_STATUSES, type ApplicantStatus } from '../../../shared/api-types.ts';
import { BODY_ROW, CELL, HEAD_ROW, NUMBER_CELL, StatsSection, TABLE } from './StatsSection.tsx';

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
        <table className={`${TABLE} min-w-[48rem]`}>
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
              <tr key={row.id ?? 'none'} className={BODY_ROW}>
                <th scope="row" className={`${CELL} max-w-72 font-normal break-words`}>
                  {row.id ? (
                    <Link to={`${tenantBase()}/review/${row.id}`} className={TEXT_LINK}>
                      {row.title ?? 'Untitled opportunity'}
                    </Link>
                  ) : (
                    // Applicants of a since deleted opportunity, or of none.
                    <span className="text-slate-600">No opportunity</span>
                  )}
                </th>
                <td className={`${NUMBER_CELL} font-semibold`}>{row.total}</td>
                {APPLICANT_STATUSES.map((stage) => (
                  <td key={stage} className={NUMBER_CELL}>
                    {row.by_status[stage]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </StatsSection>
  );
}

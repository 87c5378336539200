// The funnel along the pipeline: of those who reached a stage, how many went on to the next. Reaching
// a stage counts even when the applicant was rejected after it (services/src/applicants/stats.ts).
import type { ApplicantStats } from '../../../api/applicants.ts';
import { ScrollRegion } from '../../../components/ui/ScrollRegion.tsx';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { percentText } from './stats-format.ts';
import { BODY_ROW, CELL, HEAD_ROW, NoFigure, NUMBER_CELL, StatsSection, TABLE } from './StatsSection.tsx';

const TITLE = 'From stage to stage';

export function FunnelTable({
  steps,
  stageNames,
}: {
  steps: ApplicantStats['funnel'];
  stageNames: Record<ApplicantStatus, string>;
}) {
  return (
    <StatsSection title={TITLE} note="Of the applicants who reached a stage, how many reached the next one.">
      <ScrollRegion label="Table of the steps from stage to stage">
        <table className={`${TABLE} min-w-[18rem]`}>
          <thead>
            <tr className={HEAD_ROW}>
              <th scope="col" className={CELL}>
                Step
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Reached
              </th>
              <th scope="col" className={NUMBER_CELL}>
                Rate
              </th>
            </tr>
          </thead>
          <tbody>
            {steps.map((step) => (
              <tr key={`${step.from}-${step.to}`} className={BODY_ROW}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {stageNames[step.from]} <span aria-hidden="true">→</span>
                  <span className="sr-only">to</span> {stageNames[step.to]}
                </th>
                <td className={NUMBER_CELL}>{step.count}</td>
                <td className={NUMBER_CELL}>{step.rate === null ? <NoFigure /> : percentText(step.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </StatsSection>
  );
}

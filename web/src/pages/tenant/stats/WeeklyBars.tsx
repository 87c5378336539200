// Applications per week as a list of bars: each row says its week and number in text, and the bar
// (hidden from screen readers, which read the number) shows it against the busiest week.
import type { ApplicantStats } from '../../../api/applicants.ts';
import { shortDay } from '../review/review-format.ts';
import { StatsSection } from './StatsSection.tsx';

export function WeeklyBars({ weeks }: { weeks: ApplicantStats['by_week'] }) {
  const most = Math.max(1, ...weeks.map((w) => w.count));
  return (
    <StatsSection title="Applications per week" note="Weeks start on Monday.">
      <ol className="space-y-1.5">
        {weeks.map(({ week, count }) => (
          <li
            key={week}
            className="grid grid-cols-[7.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)_3rem]"
          >
            <span className="text-slate-700">
              <span className="sr-only">Week of </span>
              {shortDay(week)}
            </span>
            <span aria-hidden="true" className="h-3 rounded-full bg-slate-100">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span className="text-right font-medium text-slate-900 tabular-nums">
              {count}
              <span className="sr-only"> {count === 1 ? 'application' : 'applications'}</span>
            </span>
          </li>
        ))}
      </ol>
    </StatsSection>
  );
}

// The deadlines of saved positions, open ones applied to on the site and applications tracked by hand:
// a month grid on wide screens (previous / next month), a dated list on phones (every deadline from
// today on, the grid being too small to read there).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Deadline } from '../../api/tracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { opportunityPath } from '@phd/contracts/paths';
import { dayLabel, monthGrid, monthLabel, monthOf, shiftMonth, today } from './tracking-rules.ts';

const KIND_LABEL: Record<Deadline['kind'], string> = {
  saved: 'Saved',
  applied: 'Applied on the site',
  external: 'Applied elsewhere',
};
const KIND_STYLE: Record<Deadline['kind'], string> = {
  saved: 'bg-amber-100 text-amber-900',
  applied: 'bg-blue-100 text-blue-900',
  external: 'bg-green-100 text-green-900',
};
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function DeadlineTitle({ deadline: d, className = '' }: { deadline: Deadline; className?: string }) {
  const style = `wrap-anywhere text-brand-700 hover:underline ${className}`;
  if (d.link)
    return (
      <Link to={opportunityPath(d.link)} className={style}>
        {d.title}
      </Link>
    );
  if (d.url)
    return (
      <a href={d.url} target="_blank" rel="noopener noreferrer" className={style}>
        {d.title}
      </a>
    );
  return <span className={`wrap-anywhere text-slate-800 ${className}`}>{d.title}</span>;
}

export function DeadlineCalendar({ deadlines }: { deadlines: Deadline[] }) {
  const now = today();
  const [month, setMonth] = useState(() => monthOf(now));
  const byDay = new Map<string, Deadline[]>();
  for (const d of deadlines) byDay.set(d.date, [...(byDay.get(d.date) ?? []), d]);
  const upcoming = deadlines.filter((d) => d.date >= now);

  return (
    <div>
      <div className="hidden md:block">
        <div className="mb-3 flex items-center justify-between">
          <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
            <span aria-hidden="true">‹</span> Previous<span className="sr-only"> month</span>
          </Button>
          <h3 className="text-lg font-semibold text-slate-900" aria-live="polite">
            {monthLabel(month)}
          </h3>
          <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
            Next<span className="sr-only"> month</span> <span aria-hidden="true">›</span>
          </Button>
        </div>
        <table className="w-full table-fixed border-collapse rounded-xl bg-white text-sm shadow-sm">
          <caption className="sr-only">Deadlines in {monthLabel(month)}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="p-2 text-left font-medium text-slate-600">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week, w) => (
              <tr key={w}>
                {week.map((day, i) => (
                  <td
                    key={day ?? `blank-${w}-${i}`}
                    className={`h-24 border border-slate-100 p-1 align-top ${day === now ? 'bg-brand-50' : ''}`}
                  >
                    {day && (
                      <>
                        <span className="text-xs text-slate-600">{Number(day.slice(8))}</span>
                        <ul className="space-y-1">
                          {(byDay.get(day) ?? []).map((d) => (
                            <li
                              key={`${d.kind}-${d.opportunity_id ?? d.title}`}
                              className={`rounded px-1 text-xs ${KIND_STYLE[d.kind]}`}
                            >
                              <DeadlineTitle deadline={d} className="line-clamp-2" />
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="md:hidden">
        {upcoming.length === 0 ? (
          <p className="rounded-xl bg-white p-4 text-slate-700 shadow-sm">No deadlines ahead.</p>
        ) : (
          <ol aria-label="Deadlines ahead" className="divide-y divide-slate-200 rounded-xl bg-white shadow-sm">
            {upcoming.map((d) => (
              <li key={`${d.kind}-${d.opportunity_id ?? d.title}-${d.date}`} className="p-4">
                <p className="text-sm font-semibold text-slate-900">{dayLabel(d.date)}</p>
                <DeadlineTitle deadline={d} className="font-medium" />
                <p className="text-sm text-slate-600">
                  {d.university ? `${d.university} · ` : ''}
                  <span className={`rounded px-1 ${KIND_STYLE[d.kind]}`}>{KIND_LABEL[d.kind]}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <ul className="mt-3 flex flex-wrap gap-3 text-xs" aria-label="Colours">
        {(Object.keys(KIND_LABEL) as Deadline['kind'][]).map((k) => (
          <li key={k} className={`rounded px-2 py-0.5 ${KIND_STYLE[k]}`}>
            {KIND_LABEL[k]}
          </li>
        ))}
      </ul>
    </div>
  );
}

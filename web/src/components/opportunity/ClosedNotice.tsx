// Under a closed position's title, in place of Save: it is closed, since when, and where the open
// positions like it are (the related cards below list some; these links list them all).
import { Link } from 'react-router-dom';
import type { OpportunityDetail } from '../../api/types.ts';
import { TEXT_LINK } from '../ui/styles.ts';
import { closedText } from './applied.ts';
import { similarOpenLinks } from './similar-open-links.ts';

export function ClosedNotice({ opportunity: o }: { opportunity: OpportunityDetail }) {
  const links = similarOpenLinks(o);
  return (
    <section
      aria-labelledby="closed-title"
      data-testid="closed-notice"
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="closed-title" className="text-lg font-semibold">
        This position is closed
      </h2>
      <p>{closedText(o.closed_at)}</p>
      <nav aria-label="Similar open positions">
        <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={TEXT_LINK}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

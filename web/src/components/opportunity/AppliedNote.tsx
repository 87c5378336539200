// In place of the application form when the signed-in candidate applied before: when, the status the
// recruiter set, and the way to My Applications (Smart Picks) to follow it.
import { Link } from 'react-router-dom';
import type { OwnApplication } from '../../api/applications.ts';
import { MY_APPLICATIONS_PATH } from '@phd/contracts/paths';
import { TEXT_LINK } from '../ui/styles.ts';
import { appliedText } from './applied.ts';

export function AppliedNote({ application }: { application: OwnApplication }) {
  return (
    <section
      aria-labelledby="applied-title"
      className="space-y-2 rounded-xl border border-green-300 bg-green-50 p-6 text-green-950 shadow-sm"
    >
      <h2 id="applied-title" className="text-xl font-semibold">
        Your application
      </h2>
      <p className="font-medium" data-testid="applied">
        {appliedText(application)}
      </p>
      <p>
        Follow its progress in{' '}
        <Link to={MY_APPLICATIONS_PATH} className={TEXT_LINK}>
          My Applications
        </Link>
        .
      </p>
    </section>
  );
}

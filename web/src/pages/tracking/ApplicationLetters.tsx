// The reference letters of an application to a university site's position, as its candidate sees them
// (issue 34): "Letters: 2 of 3 received" and each referee with Received, Declined or Waiting. The
// server sends nothing more (no letter, no decline note), so there is nothing more to hide here.
import type { CandidateLettersJson } from '@phd/contracts/endpoints/references';

const STATUS = { received: 'Received', declined: 'Declined', requested: 'Waiting' } as const;

export function ApplicationLetters({ letters }: { letters: CandidateLettersJson | undefined }) {
  if (!letters) return null;
  return (
    <div className="text-sm text-slate-700">
      <p className="font-medium text-slate-800">
        Letters: {letters.received} of {letters.required} received
      </p>
      <ul className="mt-1 space-y-0.5">
        {letters.referees.map((r, i) => (
          <li key={i}>
            {r.name}: <span className="font-medium">{STATUS[r.status]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// Why a position is or is not open to the candidate ("Positions I can apply to", issue 32 part 4):
// the server's sentence as it is, after an icon and in a colour per case. The sentence itself says
// which case it is ("Open to you: …", "Not open to you: …", "The posting does not say …"), so the
// colour is never the only sign.
import type { Eligibility } from '../../api/eligibility.ts';
import { CheckCircleIcon, InfoIcon, WarningIcon } from './icons.tsx';

const LOOK = {
  open: { Icon: CheckCircleIcon, text: 'text-emerald-800', icon: 'text-emerald-700' },
  closed: { Icon: WarningIcon, text: 'text-amber-900', icon: 'text-amber-700' },
  unknown: { Icon: InfoIcon, text: 'text-slate-700', icon: 'text-slate-500' },
} as const;

export function EligibilityNote({ eligibility }: { eligibility: Eligibility }) {
  const look = eligibility.open === true ? LOOK.open : eligibility.open === false ? LOOK.closed : LOOK.unknown;
  return (
    <p data-testid="eligibility" className={`flex items-start gap-2 text-sm ${look.text}`}>
      <look.Icon className={`mt-0.5 h-4 w-4 ${look.icon}`} />
      <span className="min-w-0">{eligibility.why}</span>
    </p>
  );
}

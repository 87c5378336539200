// The University Support modal (spec section 2, "Layout and header"), opened from the Recruiters menu
// and the footer. One instance behind a context, so both openers share it.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { TEXT_LINK } from '../ui/styles.ts';
import { SUPPORT_EMAIL } from './contact-details.ts';

const COMMON_ISSUES = [
  'University email not recognised',
  'Account verification problems',
  'Login access issues',
  'Password reset help',
];

interface SupportModalApi {
  open(): void;
}

const SupportModalContext = createContext<SupportModalApi | null>(null);

export function SupportModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const api = useMemo(() => ({ open }), [open]);
  return (
    <SupportModalContext.Provider value={api}>
      {children}
      <Modal open={isOpen} title="University Support" onClose={() => setOpen(false)}>
        <p>
          Need help with your recruiter account? Email us at{' '}
          <a className={TEXT_LINK} href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <h3 className="mt-4 font-semibold text-slate-900">Common issues</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {COMMON_ISSUES.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          We typically respond to support requests within 24 hours during business days.
        </p>
      </Modal>
    </SupportModalContext.Provider>
  );
}

export function useSupportModal(): SupportModalApi {
  const api = useContext(SupportModalContext);
  if (!api) throw new Error('useSupportModal must be used inside <SupportModalProvider>');
  return api;
}

// The frame of the recruiter's account screens (login, sign-up, verify, forgot and reset password): one
// centred card in the site's visual language, with room for links below the form.
import type { ReactNode } from 'react';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useSupportModal } from '../../components/support/SupportModal.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import type { Outcome } from './form-state.ts';

interface AuthShellProps {
  path: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

export function AuthShell({ path, title, intro, children, footer, wide = false }: AuthShellProps) {
  return (
    <>
      <PageHead meta={pageMeta(path)} />
      <div
        className={`mx-auto my-8 w-full rounded-2xl bg-white p-6 shadow-lg sm:p-8 ${wide ? 'max-w-2xl' : 'max-w-md'}`}
      >
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {intro && <p className="mt-2 text-slate-700">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">{footer}</div>}
      </div>
    </>
  );
}

/** The outcome of a form's call (useAction), if there is one yet. */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  return outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>;
}

/** Opens the University Support modal (spec section 2). */
export function SupportButton({ children = 'University Support' }: { children?: ReactNode }) {
  const support = useSupportModal();
  return (
    <button type="button" className={TEXT_LINK} onClick={support.open}>
      {children}
    </button>
  );
}

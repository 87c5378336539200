// The recruiter screens need a recruiter session; without one they go to the recruiter login, which
// brings the recruiter back here afterwards (spec section 2: "The dashboard link redirects to the
// recruiter login if not authenticated").
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { RecruiterUser } from '../../api/university.ts';
import { RECRUITER_LOGIN } from '../../components/header/navigation.ts';
import { serverMessage } from '../../layout/server-message.ts';
import { useRecruiter } from '../../layout/useRecruiter.ts';
import { Notice } from '../../components/ui/Notice.tsx';

export function RecruiterGate({ children }: { children: (recruiter: RecruiterUser) => ReactNode }) {
  const { recruiter, error } = useRecruiter();
  const { pathname, search } = useLocation();
  if (!recruiter) return <Navigate to={RECRUITER_LOGIN} replace state={{ from: pathname + search }} />;
  return (
    <>
      {/* The stored profile still shows; the check of the session failed for another reason than 401. */}
      {error && (
        <div className="mx-auto mt-6 max-w-6xl">
          <Notice tone="error">{serverMessage(error, 'Failed to get user data')}</Notice>
        </div>
      )}
      {children(recruiter)}
    </>
  );
}

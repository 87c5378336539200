// The blog editor's gate (issue 18): admins only. Signed-out visitors go to /login (and come back here
// after signing in); signed-in people who are not admins are told the page is not for them. The API
// refuses them anyway (401/403); this only saves them a form they cannot send.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { currentUser, isSignedIn } from '../../api/user.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';

export const NOT_ALLOWED_TITLE = 'Not allowed';

export function AdminOnly({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const user = useQuery(currentUser());
  if (user.isPending) return <Spinner label="Checking your sign-in..." />;
  if (!isSignedIn(user.data)) return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
  if (user.data.role !== 'admin') {
    return (
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{NOT_ALLOWED_TITLE}</h1>
        <p className="mt-2 text-slate-700">Only PhD Finder&apos;s administrators can write and edit blog posts.</p>
        <Link to="/blogs" className={`${PRIMARY_BUTTON} mt-6`}>
          Read the PhD Tips
        </Link>
      </div>
    );
  }
  return children;
}

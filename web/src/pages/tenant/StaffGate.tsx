// The signed-in screens of a university site (issue 13): without a stored token the visitor goes to
// the site's login (coming back here after it); with one, the profile (GET /api/user/me) is checked
// first. A refused token sends the browser to the login (api/client.ts). The screens below read the
// staff member with useSignedInStaff().
import { Navigate, Outlet, useLocation, useOutletContext } from 'react-router-dom';
import type { Customer, StaffUser } from '../../api/staff.ts';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { tenantBase } from '../../layout/tenant.ts';
import { useStaff } from '../../layout/useStaff.ts';
import { Notice } from '../../components/ui/Notice.tsx';

export interface SignedInStaff {
  user: StaffUser;
  tenant: Customer;
}

export function StaffGate() {
  const { token, staff, loading, error } = useStaff();
  const { pathname, search } = useLocation();
  if (!token) return <Navigate replace to={`${tenantBase()}/login?next=${encodeURIComponent(pathname + search)}`} />;
  if (staff) return <Outlet context={staff satisfies SignedInStaff} />;
  if (loading || !error) return <Spinner label="Loading your university site..." />;
  return (
    <div className="mx-auto my-8 max-w-md">
      <Notice tone="error">{serverMessage(error, 'Your site could not be loaded. Please refresh the page.')}</Notice>
    </div>
  );
}

export const useSignedInStaff = () => useOutletContext<SignedInStaff>();

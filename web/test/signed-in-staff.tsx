// A signed-in staff member of the demo site, as StaffGate hands one to the staff screens (through the
// outlet's context) in the component tests. A .tsx file: the web project (with the DOM types) compiles it.
import type { StaffRole } from '../src/api/staff.ts';
import type { SignedInStaff } from '../src/pages/tenant/StaffGate.tsx';

export function signedInStaff(person: { id: string; name: string }, role: StaffRole = 'reviewer'): SignedInStaff {
  return {
    user: { ...person, email: `${person.id}@demo.test`, role, tenant_id: 't1', last_login_at: null, created_at: '' },
    tenant: {
      id: 't1',
      slug: 'demo-university',
      name: 'Demo',
      university: 'Demo University',
      logo_url: null,
      accent_color: null,
    },
  };
}

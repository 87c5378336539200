// Who may sit on an interview panel: every member of the site's staff, by name. Any staff member may
// propose an interview, while the staff list itself (with addresses and roles) is the managers'.
import type { TenantTx } from '../tenants/unit-of-work.ts';

export function panelChoices(tx: TenantTx, tenantId: string): Promise<{ id: string; name: string }[]> {
  return tx.tenantUser.findMany({
    where: { tenantId },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
}

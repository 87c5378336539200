// A university site's settings (issue 13), managed by its owners and admins: the display name, the
// accent colour and the logo (checked and re-encoded as every logo, ../images/logo-image.ts), and the
// delay of its closing e-mails (issue 32, docs/closing-notices.md). The tenants row is public (its name
// is what the site's header shows), so these are plain writes.
import type { Db } from '../db/client.ts';
import { logoPng } from '../images/logo-image.ts';
import type { Storage } from '../storage/storage.ts';
import { findTenantById } from './find-tenant.ts';
import { presentCustomer, type CustomerBody } from './present-staff.ts';
import { requireManager } from './roles.ts';
import type { ClosingNoticeDelayInput, SettingsInput } from '@phd/contracts/input/staff';
import type { StaffSession } from './staff-sessions.ts';

export async function updateSiteSettings(
  db: Db,
  actor: StaffSession,
  { name, accent_color }: SettingsInput,
): Promise<CustomerBody> {
  requireManager(actor);
  await db.tenant.update({ where: { id: actor.tenantId }, data: { name, accentColor: accent_color ?? null } });
  return presentCustomer((await findTenantById(db, actor.tenantId))!);
}

export async function uploadSiteLogo(
  db: Db,
  storage: Storage,
  actor: StaffSession,
  file: Buffer,
): Promise<CustomerBody> {
  requireManager(actor);
  const { png, digest } = await logoPng(file);
  const before = await findTenantById(db, actor.tenantId);
  const key = `tenant-logos/${actor.tenantId}-${digest}.png`;
  await storage.put(key, png, 'image/png');
  await db.tenant.update({ where: { id: actor.tenantId }, data: { logoKey: key } });
  if (before?.logoKey && before.logoKey !== key) await storage.delete(before.logoKey);
  return presentCustomer((await findTenantById(db, actor.tenantId))!);
}

export async function removeSiteLogo(db: Db, storage: Storage, actor: StaffSession): Promise<CustomerBody> {
  requireManager(actor);
  const before = await findTenantById(db, actor.tenantId);
  await db.tenant.update({ where: { id: actor.tenantId }, data: { logoKey: null } });
  if (before?.logoKey) await storage.delete(before.logoKey);
  return presentCustomer((await findTenantById(db, actor.tenantId))!);
}

/** Days the site's closing notices wait after a close (any staff member may read it). */
export async function closingNoticeDelay(db: Db, tenantId: string): Promise<{ delay_days: number }> {
  const row = await db.tenant.findUniqueOrThrow({ where: { id: tenantId }, select: { closingNoticeDelayDays: true } });
  return { delay_days: row.closingNoticeDelayDays };
}

/**
 * Sets the delay for closes from now on: a notice already scheduled keeps the due date its close gave
 * it, so a change never holds back or hurries e-mails reviewers were already counting on.
 */
export async function setClosingNoticeDelay(
  db: Db,
  actor: StaffSession,
  { delay_days }: ClosingNoticeDelayInput,
): Promise<{ delay_days: number }> {
  requireManager(actor);
  await db.tenant.update({ where: { id: actor.tenantId }, data: { closingNoticeDelayDays: delay_days } });
  return closingNoticeDelay(db, actor.tenantId);
}

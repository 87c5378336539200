// A signed-in candidate's search alerts: saved from the listing ("Alert me about new matches"),
// listed and managed in Smart Picks (frequency, delete), removed by the e-mail's one-click link.
// Each row belongs to its candidate: another person's id answers 404, like an unknown one.
import { alertFilters, type AlertFilters, type CreateAlertInput } from '@phd/contracts/input/alert';
import type { Db } from '../db/client.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { alertLabel } from './alert-filters.ts';
import { alertIdOfToken } from './alert-token.ts';

/** More than a person follows; enough to stop a script filling the table. */
export const ALERTS_MAX = 20;

export interface AlertView {
  id: string;
  label: string;
  filters: AlertFilters;
  frequency: 'daily' | 'weekly';
  created_at: string;
  last_run_at: string;
}

/** Stored filters with today's defaults: an alert saved before a filter existed reads as not using it. */
function storedFilters(filters: unknown): AlertFilters {
  const parsed = alertFilters.safeParse(filters);
  return parsed.success ? parsed.data : (filters as AlertFilters);
}

const view = (row: {
  id: string;
  label: string;
  filters: unknown;
  frequency: 'daily' | 'weekly';
  createdAt: Date;
  lastRunAt: Date;
}): AlertView => ({
  id: row.id,
  label: row.label,
  filters: storedFilters(row.filters),
  frequency: row.frequency,
  created_at: row.createdAt.toISOString(),
  last_run_at: row.lastRunAt.toISOString(),
});

export async function listAlerts(db: Db, userId: string): Promise<AlertView[]> {
  const rows = await db.searchAlert.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
  return rows.map(view);
}

/** Key order differs once stored (jsonb), and older rows lack newer filters: compare with defaults, by sorted keys. */
const canonical = (filters: unknown) =>
  JSON.stringify(Object.entries(storedFilters(filters)).sort(([a], [b]) => a.localeCompare(b)));

/** Saving the same search twice answers the alert already kept (no second row, no second e-mail). */
export async function saveAlert(
  db: Db,
  userId: string,
  { filters, frequency: chosen }: CreateAlertInput,
): Promise<{ alert: AlertView; created: boolean }> {
  return db.$transaction(async (tx) => {
    // Serialises one person's saves, so two clicks at once make one alert and the limit holds.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`search-alerts:${userId}`}))`;
    const existing = await tx.searchAlert.findMany({ where: { userId } });
    const same = existing.find((a) => canonical(a.filters) === canonical(filters));
    if (same) return { alert: view(same), created: false };
    if (existing.length >= ALERTS_MAX)
      throw conflict(`You can keep at most ${ALERTS_MAX} alerts. Delete one in Smart Picks to add another.`);
    const row = await tx.searchAlert.create({
      data: { userId, filters, label: alertLabel(filters), frequency: chosen },
    });
    return { alert: view(row), created: true };
  });
}

export async function updateAlert(
  db: Db,
  userId: string,
  alertId: string,
  chosen: AlertView['frequency'],
): Promise<AlertView> {
  const { count } = await db.searchAlert.updateMany({ where: { id: alertId, userId }, data: { frequency: chosen } });
  if (count === 0) throw notFound('This alert does not exist (it may have been deleted).');
  return view(await db.searchAlert.findUniqueOrThrow({ where: { id: alertId } }));
}

export async function deleteAlert(db: Db, userId: string, alertId: string): Promise<void> {
  const { count } = await db.searchAlert.deleteMany({ where: { id: alertId, userId } });
  if (count === 0) throw notFound('This alert does not exist (it may have been deleted).');
}

/** The e-mail's one-click link: deletes the alert; idempotent (a second click answers the same). */
export async function unsubscribeAlert(db: Db, secret: string, token: unknown): Promise<{ label: string | null }> {
  const id = alertIdOfToken(secret, token);
  if (!id) throw invalid('This link is not valid. Please use the link from your latest alert e-mail.');
  const row = await db.searchAlert.findUnique({ where: { id }, select: { label: true } });
  await db.searchAlert.deleteMany({ where: { id } });
  return { label: row?.label ?? null };
}

// The e-mail of account.export_ready, composed when the mail job runs: the link is rebuilt from the
// export's row id (tokens.ts), and nothing is sent when the export was downloaded, has expired or the
// account was erased meanwhile.
import type { Tx } from '../../events/outbox.ts';
import type { MailContext } from '../../mail/index.ts';
import type { OutgoingMail } from '../../mail/message.ts';
import { dataExportMail } from '../../mail/templates/data-export.ts';
import { exportDownloadPath, exportToken, hashExportToken } from './tokens.ts';

type LinkSettings = Pick<MailContext, 'publicUrl' | 'appSecret'>;

export async function exportReadyMail(
  tx: Tx,
  settings: LinkSettings,
  { exportId }: { exportId: string },
  now = new Date(),
): Promise<OutgoingMail | null> {
  const row = await tx.dataExport.findUnique({
    where: { id: exportId },
    include: { user: { select: { email: true, firstName: true } } },
  });
  if (!row || row.status !== 'ready' || !row.expiresAt || row.expiresAt <= now) return null;
  const token = exportToken(settings.appSecret, row.id);
  // After an APP_SECRET rotation the stored hash is stale: make the link in this e-mail work.
  if (row.tokenHash !== hashExportToken(token)) {
    await tx.dataExport.update({ where: { id: row.id }, data: { tokenHash: hashExportToken(token) } });
  }
  const url = `${settings.publicUrl}${exportDownloadPath(token)}`;
  return { to: row.user.email, ...dataExportMail({ firstName: row.user.firstName, url, expiresAt: row.expiresAt }) };
}

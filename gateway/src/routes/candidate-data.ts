// A candidate's data in their hands (issue 32; docs/candidates-data.md), served from their contracts:
// "Download my data" (ask, see its state, and the e-mailed single-use link, which needs no session:
// whoever is signed in, or nobody, the link alone decides) and "Delete my account", which also ends
// this browser's session (the account's other sessions went with it) and clears the cookie.
import type { FastifyPluginAsync } from 'fastify';
import {
  ACCOUNT_DELETED,
  deleteAccount,
  downloadDataExport,
  EXPORT_REQUESTED,
  getDataExport,
  requestDataExport,
} from '@phd/contracts/endpoints/candidate-data';
import { deleteAccount as eraseAccount } from '@phd/services/candidates/delete-account';
import { openExportDownload } from '@phd/services/candidates/data-export/download';
import { latestExport, requestExport, type ExportView } from '@phd/services/candidates/data-export/request-export';
import type { Db } from '@phd/services/db/client';
import type { Storage } from '@phd/services/storage/storage';
import { serve } from '../plugins/contract-routes.ts';
import { contentDisposition } from './file-reply.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

const presentExport = (view: ExportView) => ({
  id: view.id,
  state: view.state,
  requested_at: view.requestedAt.toISOString(),
  expires_at: iso(view.expiresAt),
  downloaded_at: iso(view.downloadedAt),
});

export const candidateDataRoutes: FastifyPluginAsync<{
  db: Db;
  storage: Storage;
  appSecret: string;
  publicUrl: string;
}> = async (app, { db, storage, appSecret }) => {
  serve(app, getDataExport, async ({ caller }) => {
    const view = await latestExport(db, caller.id);
    return { export: view && presentExport(view) };
  });

  serve(app, requestDataExport, async ({ caller }) => ({
    message: EXPORT_REQUESTED,
    export: presentExport(await requestExport(db, appSecret, caller.id)),
  }));

  serve(app, downloadDataExport, async ({ params, reply }) => {
    const download = await openExportDownload(db, storage, params.token);
    const { file } = download;
    // Once the answer is sent or broken off, the ZIP goes: the link worked once either way.
    reply.raw.once('close', () => void download.discard());
    reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(download.filename))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });

  serve(app, deleteAccount, async ({ caller, request, reply }) => {
    const { counts, kept } = await eraseAccount(db, storage, caller.id);
    await app.signOutCandidate(request, reply);
    return {
      message: ACCOUNT_DELETED,
      erased: {
        applications: counts.applications,
        university_applications_deleted: counts.universityApplicationsDeleted,
        university_applications_anonymised: counts.universityApplicationsAnonymised,
        cvs: counts.cvs,
        saved: counts.saved,
        alerts: counts.alerts,
        external_applications: counts.externalApplications,
        exports: counts.exports,
        newsletter: counts.newsletter,
        contact_messages: counts.contactMessages,
        files: counts.files,
      },
      kept: kept.map((k) => ({ ...k, until: iso(k.until) })),
    };
  });
};

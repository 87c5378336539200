// A candidate's data in their hands (issue 32, GDPR articles 15, 17 and 20; docs/candidates-data.md):
// "Download my data" (ask, see the latest export's state, and the e-mailed single-use link that needs no
// session) and "Delete my account" (confirmed by typing DELETE).
import { z } from 'zod';
import { contract } from '../http/contract.ts';
import { errorSchema } from '../public-schemas.ts';

export const EXPORT_REQUESTED =
  'We are preparing your data: you will get an e-mail with the link in a few minutes.' as const;
export const ACCOUNT_DELETED = 'Your account was deleted.' as const;

/** What the candidate types to confirm the deletion (the page says so). */
export const DELETE_CONFIRMATION = 'DELETE';
export const CONFIRMATION_NEEDED = `Type ${DELETE_CONFIRMATION} in capital letters to confirm that your account should be deleted.`;

export const EXPORT_STATES = ['queued', 'ready', 'downloaded', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const dataExportSchema = z
  .object({
    id: z.string().describe('UUID'),
    state: z
      .enum(EXPORT_STATES)
      .describe(
        'queued: being built; ready: e-mailed; downloaded: the link was used; failed; expired: not used in 7 days',
      ),
    requested_at: z.string().describe('ISO 8601'),
    expires_at: z.string().nullable().describe('When the e-mailed link stops working (ISO 8601)'),
    downloaded_at: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });

const area = { area: 'Candidate', topic: 'My data' } as const;

export const getDataExport = contract({
  ...area,
  method: 'GET',
  path: '/api/account/export',
  audience: 'candidate',
  summary: 'The candidate’s latest “Download my data” request and its state (null when they never asked)',
  responses: { 200: z.object({ export: dataExportSchema.nullable() }) },
});

export const requestDataExport = contract({
  ...area,
  method: 'POST',
  path: '/api/account/export',
  audience: 'candidate',
  summary:
    'Ask for a ZIP of all the candidate’s data: built by a job and e-mailed as a single-use link (once per 10 minutes)',
  responses: { 202: z.object({ message: z.literal(EXPORT_REQUESTED), export: dataExportSchema }) },
  others: { 429: errorSchema.describe('Asked less than 10 minutes ago') },
});

export const downloadDataExport = contract({
  method: 'GET',
  path: '/api/account/exports/:token',
  audience: 'anyone',
  area: 'Public',
  topic: 'My data',
  summary: 'The e-mailed link: the candidate’s ZIP, once (the link is the secret: no session needed)',
  params: z.object({ token: z.string().describe('The secret from the e-mail’s link') }),
  produces: 'application/zip',
  responses: { 200: z.any().describe('The ZIP (Content-Disposition: attachment)') },
  others: {
    404: errorSchema.describe('Not a link we sent'),
    410: errorSchema.describe('The link was already used, or has expired'),
  },
});

export const deleteAccountInput = z.object({
  confirm: z
    .string({ error: CONFIRMATION_NEEDED })
    .trim()
    .refine((typed) => typed === DELETE_CONFIRMATION, CONFIRMATION_NEEDED),
});

const keptRecordSchema = z.object({
  site: z.string().describe('The university'),
  position: z.string().nullable(),
  reason: z.enum(['legal_hold', 'retention']),
  until: z.string().nullable().describe('The day it will be deleted, when known (ISO 8601)'),
  when: z.string().describe('The same, in a sentence'),
});

export const deleteAccount = contract({
  ...area,
  method: 'DELETE',
  path: '/api/account',
  audience: 'candidate',
  summary:
    'Erase the account: profile, files, saves, applications; university-site applications deleted, or anonymised where the site must keep them for now. Ends every session.',
  body: deleteAccountInput,
  responses: {
    200: z.object({
      message: z.literal(ACCOUNT_DELETED),
      erased: z.object({
        applications: z.number().int(),
        university_applications_deleted: z.number().int(),
        university_applications_anonymised: z.number().int(),
        cvs: z.number().int(),
        saved: z.number().int(),
        alerts: z.number().int(),
        external_applications: z.number().int(),
        exports: z.number().int(),
        newsletter: z.number().int().describe("The newsletter subscription of the account's address (0 or 1)"),
        contact_messages: z
          .number()
          .int()
          .describe("Messages sent from the account's address through the contact form"),
        files: z.number().int(),
      }),
      kept: z.array(keptRecordSchema).describe('University-site applications anonymised, and when each will go'),
    }),
  },
  others: { 404: errorSchema.describe('The account was already deleted') },
});

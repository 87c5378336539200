// What a university site's managers send for their own positions (spec section 7, "SaaS opportunities";
// docs/tenant-api.md): the editors' body (./editor-body.ts) plus the status and "Also list on PhD
// Finder" (and, when closing, the outcome: ./closing-outcome.ts), every field optional for edits; and the dashboard list's filters. Bodies are read with the
// editors' wording ("Please check status: …", services/src/opportunities/editor-body.ts readEditorBody).
import { z } from 'zod';
import { pageQuery } from '../candidate-input.ts';
import { closingOutcome } from './closing-outcome.ts';
import { editorBody } from './editor-body.ts';
import { lineText } from './text.ts';

/** A site's position: a draft (staff only), open (on its careers page, and listed if asked) or closed. */
export const TENANT_OPPORTUNITY_STATUSES = ['draft', 'open', 'closed'] as const;

export type TenantOpportunityStatus = (typeof TENANT_OPPORTUNITY_STATUSES)[number];

const STATUS_MESSAGE = `Status must be one of: ${TENANT_OPPORTUNITY_STATUSES.join(', ')}`;

const status = z.enum(TENANT_OPPORTUNITY_STATUSES, { error: STATUS_MESSAGE });

/** POST and PUT /api/saas/opportunities: the editors' body plus the status and the listed flag. */
export const tenantOpportunityBody = editorBody
  .extend({
    status: status.describe('draft, open (the default) or closed'),
    listed_publicly: z.boolean().describe('"Also list on PhD Finder" (the default: true)'),
    /** Read only with status closed (the closing e-mails' wording); ignored otherwise. */
    outcome: closingOutcome,
  })
  .partial();

export type TenantOpportunityBody = z.output<typeof tenantOpportunityBody>;

/** GET /api/saas/opportunities?status=&q=&limit=&offset= */
export const tenantOpportunitiesQuery = pageQuery.extend({
  status: status.optional(),
  q: lineText('q').trim().max(200, 'q must be at most 200 characters').optional(),
});

export type TenantOpportunitiesQuery = z.output<typeof tenantOpportunitiesQuery>;

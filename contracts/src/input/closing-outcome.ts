// What the person closing a position may say of how it ended (issue 32, docs/closing-notices.md): the
// closing e-mails to undecided applicants say "filled" or "closed without an appointment". Left out
// (or null, "Not sure"), the e-mails follow the applicants' statuses: an offer made means filled.
import { z } from 'zod';

export const CLOSING_OUTCOMES = ['filled', 'not_filled'] as const;

export type ClosingOutcome = (typeof CLOSING_OUTCOMES)[number];

export const CLOSING_OUTCOME_RULE = 'The outcome must be filled or not_filled, or left out when you are not sure.';

export const closingOutcome = z
  .enum(CLOSING_OUTCOMES, { error: CLOSING_OUTCOME_RULE })
  .nullable()
  .describe('filled, not_filled, or null/absent: the closing e-mails follow the applicants’ statuses');

/** POST .../close: the optional outcome. */
export const closeInput = z.object({ outcome: closingOutcome.optional() });

export type CloseInput = z.output<typeof closeInput>;

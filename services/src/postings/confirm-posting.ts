// Step two of the post-jobs form: the e-mailed link confirms the address (single use, expiring) and
// the submission becomes an opportunity, in one transaction with its events. A poster whose address
// is at a university our table records is trusted: the position goes live at once and they are
// e-mailed that it did. Any other address waits in the admin's moderation queue (moderation/hold.ts),
// whose decision is e-mailed to them (moderation/moderation-mails.ts).
import type { Db } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { invalid } from '../errors.ts';
import { recordEvent } from '../events/outbox.ts';
import { createHeldOpportunity } from '../moderation/hold.ts';
import { createOpportunity } from '../opportunities/create-opportunity.ts';
import type { CreateOpportunityInput } from '../opportunities/opportunity.schema.ts';
import { domainAndParents, emailDomain } from '../recruiters/academic-email.ts';
import {
  POSTING_CONFIRMATION_INVALID,
  POSTING_HELD,
  POSTING_LIVE,
  type ConfirmPostingInput,
} from '@phd/contracts/input/post-jobs';
import { hashPostingToken, TOKEN_SHAPE } from './posting-tokens.ts';

export interface ConfirmedPosting {
  message: typeof POSTING_LIVE | typeof POSTING_HELD;
  state: 'live' | 'pending';
  opportunity: Opportunity;
}

const refused = () => invalid(POSTING_CONFIRMATION_INVALID, { token: POSTING_CONFIRMATION_INVALID });

export async function confirmPosting(db: Db, { token }: ConfirmPostingInput): Promise<ConfirmedPosting> {
  if (!TOKEN_SHAPE.test(token)) throw refused();
  const tokenHash = hashPostingToken(token);
  return db.$transaction(async (tx) => {
    const now = new Date();
    // Conditional update: of two clicks on one link at once, only one makes the posting.
    const { count } = await tx.postingSubmission.updateMany({
      where: { tokenHash, confirmedAt: null, expiresAt: { gt: now } },
      data: { confirmedAt: now },
    });
    if (count === 0) throw refused();
    const submission = await tx.postingSubmission.findUniqueOrThrow({ where: { tokenHash } });
    // The trusted path (as recruiters/academic-email.ts isKnownUniversityAddress): the address's
    // domain is one our universities table records. The listing is then filed under that university.
    const university = await tx.university.findFirst({
      where: { emailDomains: { hasSome: domainAndParents(emailDomain(submission.email)) } },
      select: { id: true, name: true },
    });
    const trusted = university !== null;
    const fields = submission.fields as CreateOpportunityInput;
    const input: CreateOpportunityInput = {
      ...fields,
      universityId: university?.id ?? null,
      universityName: university?.name ?? fields.universityName,
      source: 'post_jobs',
      posterEmail: submission.email,
      status: 'open',
    };
    let row: Opportunity;
    if (trusted) {
      row = await createOpportunity(tx, input);
      // Approved by the trusted path: the poster hears it is live through the decision's e-mail.
      row = await tx.opportunity.update({ where: { id: row.id }, data: { moderatedAt: now } });
      await recordEvent(tx, 'opportunity.moderated', {
        opportunityId: row.id,
        decision: 'approved',
        moderatedAt: now.getTime(),
      });
    } else {
      row = await createHeldOpportunity(tx, input);
    }
    await tx.postingSubmission.update({ where: { id: submission.id }, data: { opportunityId: row.id } });
    return trusted
      ? { message: POSTING_LIVE, state: 'live' as const, opportunity: row }
      : { message: POSTING_HELD, state: 'pending' as const, opportunity: row };
  });
}

// The demo moderation queue (issue 15): a recruiter whose domain only the academic dataset knows (not
// our universities table, so not a trusted path) with three postings held for review, each scored by
// the real rules: one asks candidates for a fee, one moves contact to WhatsApp and a webmail inbox,
// and one copies a real listing of the catalogue almost word for word. Seeded rows get no outbox
// events (nothing to index or e-mail until an admin decides).
import type { Prisma } from '../db/client.ts';
import { heldFields } from '../moderation/hold.ts';
import { assessRisk } from '../moderation/risk-assessment.ts';
import type { OpportunityRow } from './generate.ts';

export const DEMO_POSTER_EMAIL = 'demo.poster@westmoor.ac.uk';
const COLLEGE = 'Westmoor College';
const HOUR = 3_600_000;

interface QueueInput {
  now: Date;
  /** The demo recruiter's password hash: the poster signs in with the same demo password. */
  passwordHash: string;
  /** An open catalogue listing to copy (none when the catalogue is empty). */
  original: OpportunityRow | undefined;
}

const FEE_POSTING = {
  title: 'Fully Funded PhD Scholarship in Data Science (Guaranteed Admission)',
  description: `<p>Westmoor College offers guaranteed PhD admission with a full scholarship for international
students. No interview needed.</p><h3>How to apply</h3><p>Send your CV and pay the registration fee of
$250 to secure your seat. A refundable deposit of $500 is required before the offer letter is issued.</p>`,
  opportunityUrl: 'https://westmoor-admissions.com/apply',
};

const WHATSAPP_POSTING = {
  title: 'PhD Position in Renewable Energy Systems',
  description: `<p>We are looking for a motivated PhD student in renewable energy systems and battery storage.
Funding is available for the right candidate.</p><p>For a quick answer WhatsApp me on +44 7700 900456, or
send your CV to westmoor.energy.phd@gmail.com. Details at <a href="https://bit.ly/wm-energy-phd">bit.ly/wm-energy-phd</a>.</p>`,
  opportunityUrl: null,
};

export async function seedModerationQueue(tx: Prisma.TransactionClient, input: QueueInput): Promise<number> {
  const poster = await tx.recruiter.create({
    data: {
      email: DEMO_POSTER_EMAIL,
      passwordHash: input.passwordHash,
      firstName: 'Morgan',
      lastName: 'Hale',
      universityName: COLLEGE,
      position: 'Admissions Officer',
      city: 'Westmoor',
      country: 'United Kingdom',
      emailVerifiedAt: input.now,
      status: 'active',
    },
  });
  const { original } = input;
  const postings = [FEE_POSTING, WHATSAPP_POSTING];
  if (original)
    postings.push({
      title: original.title,
      // A copy of a real listing with the name changed: the duplicate check finds the original.
      description: original.description.replaceAll(original.universityName, COLLEGE),
      opportunityUrl: null,
    });
  for (const [i, posting] of postings.entries()) {
    const row = await tx.opportunity.create({
      data: {
        ...posting,
        universityName: COLLEGE,
        city: 'Westmoor',
        country: 'United Kingdom',
        source: 'recruiter',
        recruiterId: poster.id,
        collectResumes: posting.opportunityUrl === null,
        createdAt: new Date(input.now.getTime() - (postings.length - i) * 20 * HOUR),
      },
    });
    await tx.opportunity.update({ where: { id: row.id }, data: heldFields(await assessRisk(tx, row)) });
  }
  return postings.length;
}

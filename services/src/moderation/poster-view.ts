// What posters see of moderation on their own postings (the recruiter's dashboard and API): awaiting
// review, or not approved with the admin's message. Scores and reasons stay with the admins.
import type { PosterModerationJson } from '@phd/contracts/endpoints/recruiter-opportunities';
import type { Opportunity } from '../db/generated/client.ts';

export const HELD_MESSAGE = 'Opportunity submitted. It appears in the listing once our team has reviewed it.';

export const posterModeration = (
  row: Pick<Opportunity, 'moderationState' | 'moderationNote'>,
): PosterModerationJson => ({
  state: row.moderationState,
  message: row.moderationState === 'rejected' ? row.moderationNote : null,
});

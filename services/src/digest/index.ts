// The newsletter's weekly digest: the run that queues it and the e-mail it sends.
export { runWeeklyDigest, DIGEST_BATCH, type DigestRunResult } from './weekly-digest.ts';
export { digestMail, DIGEST_PREFERENCES_PAGE } from './digest-mail.ts';
export { isoWeek, weekStart, digestWindow } from './iso-week.ts';
export { weekCandidates, pickTop, choiceKey, DIGEST_SIZE } from './candidates.ts';

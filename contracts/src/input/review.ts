// Input of fair review's settings and scorecards (issue 34, docs/fair-review.md): per opportunity, the
// number of reference letters, the stage blind review lasts until and the scorecard's criteria; a
// reviewer's scores per criterion; a declared conflict of interest.
import { z } from 'zod';
import { lineText, optionalLine, requiredLine } from './text.ts';

export const REFERENCES_MAX = 3;
export const CRITERIA_MAX = 8;
export const CRITERION_LABEL_MAX = 60;
export const CRITERION_KEY_MAX = 40;
export const WEIGHT_MAX = 100;
export const CONFLICT_REASON_MAX = 500;

/** The stages blind review may last until: reviewers see who applicants are from that stage on. */
export const BLIND_STAGES = ['shortlisted', 'interview', 'offered'] as const;
export type BlindStage = (typeof BLIND_STAGES)[number];

/** The scale's words, 1 to 4 (no neutral middle, as ratings have always been). */
export const SCORE_LABELS = { 1: 'Weak', 2: 'Fair', 3: 'Good', 4: 'Excellent' } as const;

/** A key stays the same when a label is reworded, so scores already given keep their criterion. */
const KEY_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

export const criterionKey = lineText('Criterion key', { error: 'Each criterion needs a key' })
  .trim()
  .min(1, 'Each criterion needs a key')
  .max(CRITERION_KEY_MAX, `A criterion key may be at most ${CRITERION_KEY_MAX} characters`)
  .regex(KEY_PATTERN, 'A criterion key may hold only lower-case letters, digits and single underscores (research_fit)');

export const criterionSchema = z.object({
  key: criterionKey,
  label: requiredLine(
    'Criterion label',
    CRITERION_LABEL_MAX,
    `A criterion label may be at most ${CRITERION_LABEL_MAX} characters`,
  ),
  weight: z
    .number({ error: `Each weight must be a whole number from 1 to ${WEIGHT_MAX}` })
    .int(`Each weight must be a whole number from 1 to ${WEIGHT_MAX}`)
    .min(1, `Each weight must be a whole number from 1 to ${WEIGHT_MAX}`)
    .max(WEIGHT_MAX, `Each weight must be a whole number from 1 to ${WEIGHT_MAX}`),
});
export type Criterion = z.output<typeof criterionSchema>;

export const scorecardSchema = z
  .array(criterionSchema, { error: 'The scorecard must be a list of criteria' })
  .max(CRITERIA_MAX, `A scorecard may have at most ${CRITERIA_MAX} criteria`)
  .superRefine((criteria, ctx) => {
    const seen = new Set<string>();
    for (const [index, { key }] of criteria.entries()) {
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `Two criteria share the key ${key}` });
      seen.add(key);
    }
  });

/** "Use the suggested scorecard". */
export const SUGGESTED_SCORECARD: Criterion[] = [
  { key: 'research_fit', label: 'Research fit', weight: 30 },
  { key: 'academic_record', label: 'Academic record', weight: 25 },
  { key: 'methods', label: 'Methods', weight: 20 },
  { key: 'motivation', label: 'Motivation', weight: 15 },
  { key: 'references', label: 'References', weight: 10 },
];

const BLIND_RULE = `Blind review must last until one of: ${BLIND_STAGES.join(', ')} (or null for off)`;

/** PUT …/review-settings: the fields sent change, the others stay. */
export const reviewSettingsInput = z
  .object({
    references_required: z
      .number({ error: `Reference letters required must be a whole number from 0 to ${REFERENCES_MAX}` })
      .int(`Reference letters required must be a whole number from 0 to ${REFERENCES_MAX}`)
      .min(0, `Reference letters required must be from 0 to ${REFERENCES_MAX}`)
      .max(REFERENCES_MAX, `Reference letters required must be from 0 to ${REFERENCES_MAX}`)
      .optional(),
    blind_until: z.enum(BLIND_STAGES, { error: BLIND_RULE }).nullable().optional(),
    scorecard: scorecardSchema.optional(),
  })
  .strict();
export type ReviewSettingsInput = z.output<typeof reviewSettingsInput>;

/** One score, 1 to 4. */
export const scoreValue = z
  .number({ error: 'Each score must be a number from 1 to 4' })
  .int('Each score must be a whole number from 1 to 4')
  .min(1, 'Each score must be from 1 to 4')
  .max(4, 'Each score must be from 1 to 4');

/** A scorecard's scores by criterion key; which keys it must hold is the opportunity's to say. */
export const scorecardScores = z
  .record(z.string().max(CRITERION_KEY_MAX, 'Unknown criterion'), scoreValue, {
    error: 'Scores must map each criterion to a score from 1 to 4',
  })
  .refine((scores) => Object.keys(scores).length <= CRITERIA_MAX, `At most ${CRITERIA_MAX} scores`);
export type ScorecardScores = z.output<typeof scorecardScores>;

export const conflictInput = z
  .object({
    reason: optionalLine('Reason', CONFLICT_REASON_MAX, `Reason may be at most ${CONFLICT_REASON_MAX} characters`),
  })
  .strict();
export type ConflictInput = z.output<typeof conflictInput>;

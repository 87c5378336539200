// The applicant profile's fields and messages (issue 32, "One applicant profile"): what a candidate
// keeps once and every application form starts from. Each problem names its field in words a person
// reads; the gateway puts each field's first problem in the 400's details under its path
// ("education.1.end_year"), which the profile page shows beside that field. Countries are checked
// against the site's country list by the service (the list lives with the services).
import { z } from 'zod';
import { emailField } from './email.ts';
import { parseOrcid } from './orcid.ts';
import { PHONE_INVALID, PHONE_PATTERN } from './application.ts';
import { lineText, multilineText, optionalLine, requiredLine } from './text.ts';

export const PROFILE_LIMITS = {
  education: 10,
  languages: 10,
  referees: 5,
  researchInterests: 2_000,
  cvs: 5,
} as const;

export const LANGUAGE_LEVELS = ['Native', 'C2', 'C1', 'B2', 'B1', 'A2', 'A1'] as const;

export const PROFILE_MESSAGES = {
  orcid: 'ORCID iD is not valid: it looks like 0000-0002-1825-0097 (check the last character).',
  https: (label: string) => `${label} must be an https:// address`,
  host: (label: string, host: string) => `${label} must be an address on ${host}`,
  years: 'End year cannot be before the start year',
  dialCode: 'Country code looks like +44 or +1-684',
  phonePair: 'Please give both the country code and the phone number, or neither',
  level: `Level must be one of: ${LANGUAGE_LEVELS.join(', ')}`,
  tooMany: (what: string, max: number) => `You can list up to ${max} ${what}.`,
  cvLimit: 'You can keep up to five CVs: delete one first.',
} as const;

/** Null reads as absent: what GET answers can be sent back as it is. */
const orNull = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === null ? undefined : v), schema);

const YEAR_MIN = 1950;
const YEAR_MAX = 2100;

const year = (label: string) =>
  z
    .number({ error: `${label} must be a year, like 2021` })
    .int(`${label} must be a year, like 2021`)
    .min(YEAR_MIN, `${label} must be ${YEAR_MIN} or later`)
    .max(YEAR_MAX, `${label} must be ${YEAR_MAX} or earlier`)
    .nullable()
    .optional()
    .transform((y) => y ?? null);

const education = z
  .object({
    degree: requiredLine('Degree', 200),
    institution: requiredLine('Institution', 200),
    start_year: year('Start year'),
    end_year: year('End year'),
    grade: orNull(optionalLine('Grade', 100)),
  })
  .check((ctx) => {
    const { start_year: start, end_year: end } = ctx.value;
    if (start !== null && end !== null && end < start) {
      ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.years, input: end, path: ['end_year'] });
    }
  });

const language = z.object({
  language: requiredLine('Language', 100),
  level: z.enum(LANGUAGE_LEVELS, { error: PROFILE_MESSAGES.level }),
});

const referee = z.object({
  name: requiredLine('Referee name', 200),
  email: emailField,
  relation: requiredLine('Relation', 200),
});

/** Where a link must point: a host people know it by, and the test of a URL's host name. */
interface Host {
  name: string;
  test: (hostname: string) => boolean;
}
const GITHUB: Host = { name: 'github.com', test: (h) => h === 'github.com' || h === 'www.github.com' };
/** Scholar answers on its country domains too (scholar.google.co.uk). */
const SCHOLAR: Host = { name: 'scholar.google.com', test: (h) => /^scholar\.google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(h) };

/** An https address, optionally required to be on `host`; blank is null. */
function link(label: string, host?: Host) {
  return lineText(label)
    .trim()
    .max(500, `${label} is too long`)
    .optional()
    .transform((s, ctx) => {
      if (!s) return null;
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.https(label), input: s });
        return z.NEVER;
      }
      if (url.protocol !== 'https:' || url.username || url.password) {
        ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.https(label), input: s });
        return z.NEVER;
      }
      if (host && !host.test(url.hostname.toLowerCase())) {
        ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.host(label, host.name), input: s });
        return z.NEVER;
      }
      return url.href;
    });
}

const orcid = lineText('ORCID iD')
  .trim()
  .max(100, PROFILE_MESSAGES.orcid)
  .optional()
  .transform((s, ctx) => {
    if (!s) return null;
    const id = parseOrcid(s);
    if (!id) ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.orcid, input: s });
    return id ?? z.NEVER;
  });

/** "+44", "+1-684": the dial codes of the application form's country list (or one typed for "Other"). */
const DIAL_CODE = /^\+\d{1,4}(-\d{1,4})?$/;

const phone = z
  .object({
    dial_code: lineText('Country code').trim().max(10, PROFILE_MESSAGES.dialCode).optional().default(''),
    number: lineText('Phone number').trim().max(30, 'Phone number is too long').optional().default(''),
  })
  .nullable()
  .optional()
  .transform((p, ctx) => {
    if (!p || (!p.dial_code && !p.number)) return null;
    if (!p.dial_code || !p.number) {
      ctx.issues.push({
        code: 'custom',
        message: PROFILE_MESSAGES.phonePair,
        input: p,
        path: [p.dial_code ? 'number' : 'dial_code'],
      });
      return z.NEVER;
    }
    if (!DIAL_CODE.test(p.dial_code)) {
      ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.dialCode, input: p, path: ['dial_code'] });
      return z.NEVER;
    }
    const joined = `${p.dial_code} ${p.number}`;
    if (!PHONE_PATTERN.test(joined)) {
      ctx.issues.push({ code: 'custom', message: PHONE_INVALID, input: p, path: ['number'] });
      return z.NEVER;
    }
    return { dial_code: p.dial_code, number: p.number };
  });

/** Optional: null, absent or blank is none (the sign-in address is used). */
const contactEmail = z
  .preprocess(
    (v) => (v === null || (typeof v === 'string' && !v.trim()) ? undefined : v),
    lineText('Contact email', { error: 'Contact email is invalid' })
      .trim()
      .max(254, 'Contact email is invalid')
      .pipe(z.email({ error: 'Contact email is invalid' }))
      .optional(),
  )
  .transform((e) => e?.toLowerCase() ?? null);

const list = <S extends z.ZodType>(item: S, what: string, max: number) =>
  z
    .array(item, { error: `Please send ${what} as a list` })
    .max(max, PROFILE_MESSAGES.tooMany(what, max))
    .optional()
    .default([]);

/** PUT /api/user/profile: the whole profile (absent fields are emptied, as a form saves all it shows). */
export const profileInput = z.object({
  full_name: lineText('Full name').trim().max(200, 'Full name is too long').optional().default(''),
  contact_email: contactEmail,
  phone,
  nationality: orNull(optionalLine('Nationality', 100)),
  country_of_residence: orNull(optionalLine('Country of residence', 100)),
  education: list(education, 'degrees', PROFILE_LIMITS.education),
  research_interests: multilineText('Research interests')
    .trim()
    .max(
      PROFILE_LIMITS.researchInterests,
      `Research interests may be at most ${PROFILE_LIMITS.researchInterests} characters`,
    )
    .optional()
    .default(''),
  languages: list(language, 'languages', PROFILE_LIMITS.languages),
  orcid: orNull(orcid),
  scholar_url: orNull(link('Google Scholar link', SCHOLAR)),
  github_url: orNull(link('GitHub link', GITHUB)),
  website_url: orNull(link('Personal site')),
  referees: list(referee, 'referees', PROFILE_LIMITS.referees),
});

export type ProfileInput = z.output<typeof profileInput>;
export type EducationEntry = ProfileInput['education'][number];
export type LanguageEntry = ProfileInput['languages'][number];
export type RefereeEntry = ProfileInput['referees'][number];

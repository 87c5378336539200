import { describe, expect, it } from 'vitest';
import { newPasswordErrors, requireFields } from '../src/pages/recruiter/form-state.ts';
import {
  bodyFrom,
  dateToSeconds,
  draftErrors,
  EMPTY_DRAFT,
  secondsToDate,
  type OpportunityDraft,
} from '../src/pages/recruiter/opportunity-form.ts';

const draft = (texts: Partial<OpportunityDraft['texts']>, rest: Partial<OpportunityDraft> = {}): OpportunityDraft => ({
  ...EMPTY_DRAFT,
  ...rest,
  texts: { ...EMPTY_DRAFT.texts, ...texts } as OpportunityDraft['texts'],
});

describe('the position form', () => {
  it('sends a closing day as the end of that day in UTC, and reads it back as the same day', () => {
    const seconds = dateToSeconds('2027-03-31');
    expect(new Date(seconds * 1000).toISOString()).toBe('2027-03-31T23:59:59.000Z');
    expect(secondsToDate(seconds)).toBe('2027-03-31');
    expect(dateToSeconds('')).toBe(0);
    expect(dateToSeconds('31/03/2027')).toBe(0);
    expect(secondsToDate(0)).toBe('');
  });

  it('sends blanks as null, trims, and keeps the rich description as typed', () => {
    const body = bodyFrom(
      draft(
        { title: '  Quantum PhD ', country: 'United Kingdom', city: ' ', supervisor: 'Dr Ada' },
        {
          description: '<p>Build <b>memories</b></p>',
          fully_funded: true,
        },
      ),
    );
    expect(body).toMatchObject({
      title: 'Quantum PhD',
      country: 'United Kingdom',
      city: null,
      supervisor: 'Dr Ada',
      closing_date: 0,
      description: '<p>Build <b>memories</b></p>',
      fully_funded: true,
      collect_resumes: true,
      opportunity_url: null,
    });
  });

  it('needs a title, a country, and an apply link unless resumes are collected here', () => {
    expect(draftErrors(draft({}))).toEqual({ title: 'Title is required', country: 'Country is required' });
    expect(draftErrors(draft({ title: 'T', country: 'C' }, { collect_resumes: false }))).toEqual({
      opportunity_url: 'Please give the link where candidates apply',
    });
    expect(
      draftErrors(
        draft({ title: 'T', country: 'C', opportunity_url: 'www.example', university_url: 'https://ed.ac.uk' }),
      ),
    ).toEqual({ opportunity_url: 'Please enter a web address starting with https://' });
  });
});

describe('the recruiter account forms', () => {
  it('checks a new password’s length and its confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({
      password: 'Password is required',
      confirm_password: 'Please confirm your password',
    });
    expect(newPasswordErrors('short', 'short')).toEqual({ password: 'Password must be at least 10 characters long' });
    expect(newPasswordErrors('long enough words', 'long enough word')).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(newPasswordErrors('long enough words', 'long enough words')).toEqual({});
  });

  it('names each missing field and a malformed e-mail', () => {
    expect(requireFields({ email: 'nope', first_name: ' ' }, { email: 'Email', first_name: 'First name' })).toEqual({
      email: 'Please enter a valid email address',
      first_name: 'First name is required',
    });
  });
});

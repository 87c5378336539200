// Blind review's rules and its redacted copy of a resume (issue 34): who is blind at which stage, the
// pseudonym, the redaction of name, contact, nationality and links, and the PDF it is rendered to,
// read back with the project's own resume reader.
import { describe, expect, it } from 'vitest';
import { extractResumeText } from '@phd/services/applicants/resume-text/extract';
import { blindView, isBlindFor, presentIdentity, pseudonym, pseudonymQuery } from '@phd/services/review/blind';
import { REMOVED, redactText } from '@phd/services/review/redact-text';
import { REDACTED_HEADER, redactedPdf } from '@phd/services/review/redacted-pdf';

describe('isBlindFor', () => {
  it('hides the stages before blind_until, and rejected or withdrawn applicants who never passed it', () => {
    expect(isBlindFor('new', 'shortlisted')).toBe(true);
    expect(isBlindFor('reviewing', 'shortlisted')).toBe(true);
    expect(isBlindFor('shortlisted', 'shortlisted')).toBe(false);
    expect(isBlindFor('offered', 'shortlisted')).toBe(false);
    expect(isBlindFor('rejected', 'shortlisted')).toBe(true);
    expect(isBlindFor('withdrawn', 'reviewing')).toBe(true);
    expect(isBlindFor('new', null)).toBe(false);
    expect(isBlindFor('rejected', null)).toBe(false);
  });

  it('blinds every role, and lets only owners reveal', () => {
    expect(blindView('reviewer')).toEqual({ pseudonyms: true, mayReveal: false });
    expect(blindView('admin')).toEqual({ pseudonyms: true, mayReveal: false });
    expect(blindView('owner')).toEqual({ pseudonyms: true, mayReveal: true });
  });
});

describe('pseudonym', () => {
  const id = '5b0e8f2c-6f0e-4c8e-9a55-2f1f0d3b7c11';
  it('is stable, unambiguous, and found again by the search rule', () => {
    const name = pseudonym(id);
    expect(name).toMatch(/^Candidate [2-9A-HJKMNP-Z]{6}$/);
    expect(pseudonym(id.toUpperCase())).toBe(name);
    expect(pseudonym('6b0e8f2c-6f0e-4c8e-9a55-2f1f0d3b7c11')).not.toBe(name);
    expect(pseudonymQuery(name)).toBe(name.slice(10));
    expect(pseudonymQuery(name.slice(10).toLowerCase())).toBe(name.slice(10));
    expect(pseudonymQuery(`candidate ${name.slice(10, 14)}`)).toBe(name.slice(10, 14));
    expect(pseudonymQuery('data')).toBeNull();
    expect(pseudonymQuery('Zebulon')).toBeNull();
    expect(pseudonymQuery('O1I')).toBeNull();
  });

  it('presentIdentity hides contact while blind and shows it after', () => {
    const row = { id, name: 'Ada Lovelace', email: 'ada@x.org', phone: '+44 1', country: 'UK', status: 'new' as const };
    expect(presentIdentity(row, { blindUntil: 'shortlisted' })).toEqual({
      name: pseudonym(id),
      email: null,
      phone: null,
      country: null,
      blind: true,
    });
    expect(presentIdentity({ ...row, status: 'shortlisted' }, { blindUntil: 'shortlisted' })).toMatchObject({
      name: 'Ada Lovelace',
      blind: false,
    });
    expect(presentIdentity(row, null).blind).toBe(false);
  });
});

const CV = `Zébulon Quartermaine-Smith
zebulon.q@example.org | +44 (0)20 7946 0958 | linkedin.com/in/zebulonq | https://github.com/zq
www.zq-lab.org · ORCID 0000-0002-1825-0097 · @zebq
British citizen, born in the United Kingdom.
Education 2015 - 2019 BSc Physics, 2019–2023 PhD at ETH (GPA 3.9/4.0)
Supervised by Prof. Ada Lovelace; contact her at ada@uni.example.
QUARTERMAINE, Z. et al. (2022) Quantum dots. doi 10.1000/182
Phone (other format): 020-7946-0958. Call 07700900123.
Research: Bayesian inference for 3 galaxies.`;

describe('redactText', () => {
  const out = redactText(CV, {
    name: 'Zebulon Quartermaine-Smith',
    email: 'Zebulon.Q@example.org',
    phone: '+44 20 7946 0958',
    countries: ['United Kingdom', 'British'],
  });

  it('removes the name in any case and accent, each part, the contact, the nationality and every link', () => {
    for (const gone of [
      'Zébulon',
      'zebulon',
      'QUARTERMAINE',
      'Quartermaine',
      'Smith',
      'example.org',
      '7946',
      '0958',
      'linkedin',
      'github',
      'zq-lab',
      '0000-0002',
      '@zebq',
      'British',
      'United Kingdom',
      'ada@uni.example',
      '07700900123',
    ]) {
      expect(out.toLowerCase(), gone).not.toContain(gone.toLowerCase());
    }
    expect(out).toContain(REMOVED);
  });

  it('keeps the rest of the resume readable: dates, grades and research', () => {
    expect(out).toContain('2015 - 2019 BSc Physics');
    expect(out).toContain('2019–2023 PhD at ETH (GPA 3.9/4.0)');
    expect(out).toContain('Bayesian inference for 3 galaxies.');
    expect(out).toContain('Prof. Ada Lovelace');
  });

  it('does not take words that merely contain a name part', () => {
    expect(redactText('Alan Turing studied with Alana at Turingen.', { name: 'Alan Turing' })).toBe(
      `${REMOVED} studied with Alana at Turingen.`,
    );
  });
});

describe('redactedPdf', () => {
  it('renders wrapped A4 pages with the header, any character made safe, readable by the resume reader', async () => {
    const long = Array.from({ length: 200 }, (_, i) => `Line ${i} ${'word '.repeat(30)}`).join('\n');
    const text = `${long}\nemoji 🎓, Chinese 北京, Greek αβγ, Łódź, tab\there, ${'x'.repeat(300)}`;
    const pdf = await redactedPdf(text);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const read = await extractResumeText(pdf, 'application/pdf');
    expect(read).toContain(REDACTED_HEADER);
    expect(read).toContain('Line 199');
    expect(read).toContain('Lódz');
    expect(read).not.toContain('北京');
  });

  it('makes one page for empty text', async () => {
    const read = await extractResumeText(await redactedPdf(''), 'application/pdf');
    expect(read.trim()).toBe(REDACTED_HEADER);
  });
});

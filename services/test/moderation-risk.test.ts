// The moderation risk score (services/src/moderation/): each reason alone on plain text, the bounded
// sum and its levels, a clean academic posting scoring 0; then the facts that need the database on
// real Postgres: which hosts are academic (our universities table, then the swot dataset) and which
// live listing a posting nearly copies (pg_trgm), and the hold itself (pending, scored, with its event).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import type { Opportunity } from '../src/db/generated/client.ts';
import { createHeldOpportunity, moderateEdit } from '../src/moderation/hold.ts';
import { assessRisk, findDuplicate, nonAcademicHosts } from '../src/moderation/risk-assessment.ts';
import {
  candidateFees,
  htmlLinks,
  htmlText,
  linkHosts,
  MAX_RISK,
  nonAcademicLinks,
  offPlatformContact,
  RISK_WEIGHTS,
  scoreRisk,
} from '../src/moderation/risk-rules.ts';
import { riskLevel } from '@phd/contracts/risk-level';
import { createOpportunity, updateOpportunity } from '../src/opportunities/index.ts';

const clean = { nonAcademicHosts: [], duplicate: null };

/** A real listing's wording: stipend, tuition fees covered, the university's own links. */
const ACADEMIC_HTML = `<h3>About the project</h3><p>The School of Informatics invites applications for a fully
funded PhD studentship in machine learning for climate science. The studentship covers tuition fees at the
home rate and a tax-free stipend of £19,237 per year, paid monthly.</p><p>There is no application fee.
Apply through <a href="https://www.ed.ac.uk/informatics/apply">our application portal</a> with a CV and a
research statement. Informal enquiries to Prof. Jane Smith (jane.smith@ed.ac.uk).</p>`;

describe('risk rules (pure)', () => {
  it('reads the text and the link targets of sanitised HTML', () => {
    expect(htmlText('<p>Fees &amp; costs</p><ul><li>none&nbsp;at all</li></ul>')).toBe('Fees & costs none at all');
    expect(htmlLinks('<a href="https://x.example/a?b=1&amp;c=2">here</a>')).toEqual(['https://x.example/a?b=1&c=2']);
    expect(linkHosts(['see www.Example.com/jobs and https://bit.ly/x.', 'https://www.ed.ac.uk/apply'])).toEqual([
      'bit.ly',
      'www.ed.ac.uk',
      'www.example.com',
    ]);
  });

  it('scores a clean academic posting 0, with no reasons', () => {
    const text = `Fully funded PhD in machine learning. ${htmlText(ACADEMIC_HTML)}`;
    expect(scoreRisk({ text, ...clean })).toEqual({ score: 0, reasons: [] });
    expect(riskLevel(0)).toBe('none');
  });

  it('finds fees asked of candidates, not fees waived or covered, nor a stipend paid to them', () => {
    for (const text of [
      'Shortlisted candidates must pay an application fee of $150 before the interview.',
      'A refundable deposit secures your place.',
      'A processing fee applies to every application.',
      'Please transfer EUR 200 to the account below to register.',
      'Payment of 5000 INR confirms your admission.',
    ]) {
      const reason = candidateFees(text);
      expect(reason?.code, text).toBe('candidate_fees');
      expect(reason?.message, text).toMatch(/^Asks candidates for money: .+\. Genuine PhD positions never charge/);
    }
    for (const text of [
      'There is no application fee.',
      'The application fee is waived for all candidates.',
      'The studentship covers tuition fees and pays a stipend of £19,237 per year.',
      'Salary: USD 35,000 per annum, paid monthly.',
    ])
      expect(candidateFees(text), text).toBeNull();
  });

  it('finds requests to leave the platform: messengers, "text me", personal webmail', () => {
    expect(offPlatformContact('For details WhatsApp +44 7700 900123.')?.message).toBe(
      'Moves contact off the platform: asks candidates to use WhatsApp.',
    );
    expect(offPlatformContact('Add me on Telegram @profjobs')?.message).toMatch(/Telegram/);
    expect(offPlatformContact('Reach me on WeChat: prof_li')?.message).toMatch(/WeChat/);
    expect(offPlatformContact('Interested? Text me on 555-0100.')?.message).toMatch(/text the poster/);
    expect(offPlatformContact('Send your CV to prof.recruit2026@gmail.com today.')?.message).toMatch(
      /personal webmail address \(prof\.recruit2026@gmail\.com\)/,
    );
    for (const text of [
      'Send your CV to jane.smith@ed.ac.uk.',
      'Write to admissions@mail.ed.ac.uk for questions.',
      'A signal processing project on telegraph-era cables.',
    ])
      expect(offPlatformContact(text), text).toBeNull();
  });

  it('names the non-academic hosts, at most five', () => {
    expect(nonAcademicLinks([])).toBeNull();
    expect(nonAcademicLinks(['bit.ly'])?.message).toBe('Links to a site no university is known to use: bit.ly.');
    const many = ['a.com', 'b.com', 'c.com', 'd.com', 'e.com', 'f.com', 'g.com'];
    expect(nonAcademicLinks(many)?.message).toBe(
      'Links to sites no university is known to use: a.com, b.com, c.com, d.com, e.com and 2 more.',
    );
  });

  it('adds the weights of the reasons found, capped at 100, with its levels', () => {
    const duplicate = { id: 'x', title: 'PhD in Physics', university: 'Somewhere', similarity: 0.93 };
    const one = scoreRisk({ text: 'PhD. Links below.', nonAcademicHosts: ['bit.ly'], duplicate: null });
    expect(one.score).toBe(RISK_WEIGHTS.non_academic_links);
    expect(riskLevel(one.score)).toBe('medium');
    const two = scoreRisk({ text: 'Contact me on WhatsApp.', nonAcademicHosts: [], duplicate });
    expect(two.reasons.map((r) => r.code)).toEqual(['off_platform_contact', 'duplicate_text']);
    expect(two.reasons[1]!.message).toBe('Nearly the same text (93% alike) as "PhD in Physics" at Somewhere (x).');
    expect(two.score).toBe(RISK_WEIGHTS.off_platform_contact + RISK_WEIGHTS.duplicate_text);
    expect(riskLevel(two.score)).toBe('high');
    const all = scoreRisk({
      text: 'Pay the registration fee of $99 and WhatsApp me.',
      nonAcademicHosts: ['bit.ly'],
      duplicate,
    });
    expect(all.reasons).toHaveLength(4);
    expect(all.score).toBe(MAX_RISK);
    expect(riskLevel(10)).toBe('low');
  });
});

describe('risk facts and the hold (real Postgres)', () => {
  let database: TestDatabase;
  let original: Opportunity;

  const posting = (fields: Record<string, unknown> = {}) => ({
    title: 'Fully Funded PhD in Coastal Flood Modelling',
    universityName: 'University of Edinburgh',
    country: 'United Kingdom',
    description: ACADEMIC_HTML,
    source: 'recruiter' as const,
    ...fields,
  });

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.owner.university.create({
      data: {
        name: 'Kingsbridge Institute',
        slug: 'kingsbridge-institute',
        country: 'United Kingdom',
        website: 'https://www.kingsbridge-institute.org/',
        emailDomains: ['kbi.example'],
      },
    });
    original = await createOpportunity(database.db, posting());
  });
  afterAll(() => database?.drop());

  it('knows academic hosts from the universities table (domains, websites, subdomains) and the swot dataset', async () => {
    const hosts = [
      'jobs.kbi.example',
      'www.kingsbridge-institute.org',
      'www.ed.ac.uk',
      'web.mit.edu',
      'bit.ly',
      'forms.gle',
    ];
    expect(await nonAcademicHosts(database.db, hosts)).toEqual(['bit.ly', 'forms.gle']);
    expect(await nonAcademicHosts(database.db, [])).toEqual([]);
  });

  it('finds a near-identical live listing, not itself, not a different one, not a rejected one', async () => {
    const copy = { title: original.title, description: original.description.replace('Jane Smith', 'John Smith') };
    const found = await findDuplicate(database.db, copy);
    expect(found).toMatchObject({ id: original.id, title: original.title, university: 'University of Edinburgh' });
    expect(found!.similarity).toBeGreaterThan(0.9);
    expect(await findDuplicate(database.db, { ...copy, id: original.id })).toBeNull();
    const different = {
      title: 'Fully Funded PhD in Medieval Manuscript Studies',
      description: '<p>Work with the library collections on Carolingian scripts, palaeography and codicology.</p>',
    };
    expect(await findDuplicate(database.db, different)).toBeNull();
    await database.owner.opportunity.update({ where: { id: original.id }, data: { moderationState: 'rejected' } });
    expect(await findDuplicate(database.db, copy)).toBeNull();
    await database.owner.opportunity.update({ where: { id: original.id }, data: { moderationState: 'approved' } });
  });

  it('holds a posting pending in its create transaction, scored, with its outbox event', async () => {
    const before = await database.owner.outboxEvent.count();
    const held = await createHeldOpportunity(
      database.db,
      posting({
        title: 'Paid research internship leading to PhD',
        description:
          '<p>Great opportunity! Pay the processing fee of $120 and message us on WhatsApp.</p>' +
          '<p>Details: <a href="https://bit.ly/phd-now">bit.ly/phd-now</a></p>',
      }),
    );
    expect(held).toMatchObject({ moderationState: 'pending', riskScore: 100 });
    expect((held.riskReasons as { code: string }[]).map((r) => r.code)).toEqual([
      'candidate_fees',
      'off_platform_contact',
      'non_academic_links',
    ]);
    const events = await database.owner.outboxEvent.findMany({ where: { id: { gt: BigInt(before) } } });
    expect(events.map((e) => e.type)).toEqual(['opportunity.created']);

    // The original is clean; a copy of it is held as a duplicate (and the original now has a copy too).
    expect(await assessRisk(database.db, { ...original, id: original.id })).toEqual({ score: 0, reasons: [] });
    const copy = await createHeldOpportunity(database.db, posting());
    expect(copy.riskScore).toBe(RISK_WEIGHTS.duplicate_text);
  });

  it('an edit: pending and rejected are scored again and wait; approved stays unless a new kind of risk appears', async () => {
    const edit = (id: string, description: string) =>
      database.db.$transaction(async (tx) => moderateEdit(tx, await updateOpportunity(tx, id, { description })));
    const held = await createHeldOpportunity(
      database.db,
      posting({ title: 'PhD in Soil Carbon', description: '<p>Write to soil.phd@gmail.com.</p>' }),
    );
    expect(held.riskScore).toBe(RISK_WEIGHTS.off_platform_contact);
    const fixed = await edit(held.id, '<p>Apply through the university portal.</p>');
    expect(fixed).toMatchObject({ moderationState: 'pending', riskScore: 0, riskReasons: [] });

    await database.owner.opportunity.update({
      where: { id: held.id },
      data: { moderationState: 'rejected', moderatedAt: new Date(), moderationNote: 'No.' },
    });
    expect(await edit(held.id, '<p>Apply through the portal, please.</p>')).toMatchObject({
      moderationState: 'pending',
      moderatedAt: null,
      moderationNote: null,
    });

    await database.owner.opportunity.update({ where: { id: held.id }, data: { moderationState: 'approved' } });
    expect((await edit(held.id, '<p>Apply through the portal today.</p>')).moderationState).toBe('approved');
    const sneaky = await edit(held.id, '<p>Apply through the portal, or WhatsApp me.</p>');
    expect(sneaky).toMatchObject({ moderationState: 'pending', riskScore: RISK_WEIGHTS.off_platform_contact });

    // The trusted paths are never scored, so an edit never holds them.
    const trusted = await edit(original.id, '<p>Contact me on WhatsApp.</p>');
    expect(trusted).toMatchObject({ moderationState: 'approved', riskScore: null });
  });
});

describe('a post-jobs poster from an address no university uses', () => {
  it('adds its reason and weight, naming the domain', () => {
    const result = scoreRisk({
      text: 'A PhD in glaciology.',
      nonAcademicHosts: [],
      duplicate: null,
      nonAcademicPosterDomain: 'gmail.com',
    });
    expect(result).toEqual({
      score: RISK_WEIGHTS.non_academic_poster,
      reasons: [{ code: 'non_academic_poster', message: expect.stringContaining('(gmail.com)') }],
    });
    expect(scoreRisk({ text: 'A PhD in glaciology.', nonAcademicHosts: [], duplicate: null }).score).toBe(0);
  });
});

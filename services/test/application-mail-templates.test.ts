// The wording of the application e-mails, as people read them: each status e-mail opens with whole
// sentences naming the position and the university, the recruiter's notice gives the time in words
// and links to the applications page that shows the application, the candidate's confirmation links
// to the public page.
import { describe, expect, it } from 'vitest';
import {
  applicationConfirmationMail,
  applicationNoticeMail,
  formatSubmittedAt,
  type ApplicationFacts,
} from '../src/mail/templates/application-received.ts';
import { applicationStatusMail } from '../src/mail/templates/application-status.ts';
import type { NotifiedStatus } from '@phd/contracts/status-mails';

const facts: ApplicationFacts = {
  candidateName: 'Marie Curie',
  candidateEmail: 'marie@example.org',
  country: 'France',
  phone: '+33 612345678',
  comments: null,
  resumeFilename: 'cv.pdf',
  opportunityTitle: 'Quantum sensing PhD',
  university: 'University of Edinburgh',
  opportunityUrl: 'https://phd.example/opportunities/0f4c',
  reviewUrl: 'https://phd.example/university/applications/0f4c?application=9a1b',
  submittedAt: new Date('2026-11-25T14:05:42.123Z'),
};

const statusMail = (status: NotifiedStatus) =>
  applicationStatusMail({
    candidateName: 'Marie Curie',
    opportunityTitle: 'Quantum sensing PhD',
    university: 'University of Edinburgh',
    status,
    trackUrl: 'https://phd.example/smart-picks',
  });

/** The text's paragraphs after the greeting, without the closing line about My Applications. */
const bodyParagraphs = (text: string) => text.split('\n\n').slice(1, -1);

describe('status e-mails to the candidate', () => {
  it('write whole sentences that name the position and the university', () => {
    expect(bodyParagraphs(statusMail('shortlisted').text)).toEqual([
      'Good news: you have been shortlisted for "Quantum sensing PhD" at University of Edinburgh. The university will contact you about the next steps.',
    ]);
    expect(bodyParagraphs(statusMail('rejected').text)).toEqual([
      'Thank you for your application for "Quantum sensing PhD" at University of Edinburgh. After careful review, the university has decided not to take your application further.',
      'We wish you every success with your search. New PhD opportunities are added to PhD Finder every day.',
    ]);
    expect(bodyParagraphs(statusMail('offered').text)).toEqual([
      'Congratulations: University of Edinburgh has decided to offer you the position "Quantum sensing PhD". The university will contact you with the details.',
    ]);
  });

  it('greet the candidate, keep the subjects, and end with the way to follow every application', () => {
    for (const status of ['shortlisted', 'rejected', 'offered'] as const) {
      const mail = statusMail(status);
      expect(mail.text.startsWith('Dear Marie Curie,\n\n')).toBe(true);
      expect(mail.text).not.toContain('Your application for "Quantum sensing PhD" at University of Edinburgh.');
      expect(
        mail.text.endsWith(
          'You can follow all your applications under My Applications in Smart Picks: https://phd.example/smart-picks',
        ),
      ).toBe(true);
      expect(mail.html).toContain('href="https://phd.example/smart-picks"');
    }
    expect(statusMail('shortlisted').subject).toBe('You have been shortlisted: Quantum sensing PhD');
    expect(statusMail('rejected').subject).toBe('An update on your application: Quantum sensing PhD');
    expect(statusMail('offered').subject).toBe('You have received an offer: Quantum sensing PhD');
  });
});

describe("the recruiter's notice of a new application", () => {
  it('gives the time for people, in UTC', () => {
    expect(formatSubmittedAt(new Date('2026-11-25T14:05:42.123Z'))).toBe('25 November 2026, 14:05 UTC');
    expect(formatSubmittedAt(new Date('2027-01-03T00:09:00Z'))).toBe('3 January 2027, 00:09 UTC');
    expect(formatSubmittedAt(new Date('2027-07-31T23:59:59Z'))).toBe('31 July 2027, 23:59 UTC');

    const mail = applicationNoticeMail(facts);
    expect(mail.text).toContain('Submitted: 25 November 2026, 14:05 UTC');
    expect(mail.text).not.toContain('2026-11-25T14:05');
    expect(mail.html).toContain('25 November 2026, 14:05 UTC');
  });

  it("links to the recruiter's applications page that shows the application, not to the public page", () => {
    const mail = applicationNoticeMail(facts);
    expect(mail.text).toContain(`Review the application: ${facts.reviewUrl}`);
    expect(mail.text).not.toContain(facts.opportunityUrl);
    expect(mail.html).toContain(`href="https://phd.example/university/applications/0f4c?application=9a1b"`);
    expect(mail.html).not.toContain(facts.opportunityUrl);
  });
});

describe("the candidate's confirmation", () => {
  it('keeps linking to the public page', () => {
    const mail = applicationConfirmationMail(facts);
    expect(mail.text).toContain(`Opportunity: ${facts.opportunityUrl}`);
    expect(mail.text).not.toContain('/university/applications');
    expect(mail.html).toContain(`href="${facts.opportunityUrl}"`);
  });
});

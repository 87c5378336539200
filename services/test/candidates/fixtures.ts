// Rows the candidate-tracking suites start from, on a real test database: a candidate, a listing with
// any field overridden, an application on the site.
import type { Db } from '../../src/db/client.ts';
import type { Prisma } from '../../src/db/generated/client.ts';

let made = 0;

export const candidate = (db: Db) => db.user.create({ data: { email: `tracker-${++made}-${Date.now()}@example.org` } });

export const position = (db: Db, fields: Partial<Prisma.OpportunityUncheckedCreateInput> = {}) =>
  db.opportunity.create({
    data: {
      title: `Tracked PhD ${++made}`,
      universityName: 'University of Testing',
      country: 'Norway',
      closingDate: new Date('2031-06-30T00:00:00Z'),
      opportunityUrl: 'https://jobs.example.edu/phd-1',
      ...fields,
    },
  });

export const applyOnSite = (db: Db, userId: string, opportunityId: string) =>
  db.application.create({
    data: {
      userId,
      opportunityId,
      name: 'Ada',
      email: `a${++made}@example.org`,
      country: 'Norway',
      contactMobile: '+47 1',
    },
  });

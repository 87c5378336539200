// A listing written straight to the database for the candidate suites (saved, applications): a
// plausible row whose title is unique, with any field overridden.
import type { Db } from '@phd/services/db/client';
import type { Prisma } from '@phd/services/db/generated/client';

let made = 0;

export function createOpportunity(db: Db, label: string, fields: Partial<Prisma.OpportunityUncheckedCreateInput> = {}) {
  const n = ++made;
  return db.opportunity.create({
    data: {
      title: `${label} PhD ${n}`,
      universityName: 'University of Testing',
      country: 'Norway',
      city: 'Oslo',
      department: 'Physics',
      discipline: 'Physics',
      description: `<p>Description ${n}</p>`,
      fullyFunded: n % 2 === 0,
      closingDate: new Date('2031-06-30T00:00:00Z'),
      ...fields,
    },
  });
}

// Stored facts (opportunities.facts) that say who may apply and who pays the fees, nothing else: what
// the "Positions I can apply to" tests write (docs/eligibility.md).

// A type, not an interface: Prisma's JSON input wants an index signature, which only types give.
export type Tuition = {
  home: boolean | null;
  international: boolean | null;
};

export const eligibilityFacts = (eligibility: string[], tuition: Tuition = { home: null, international: null }) => ({
  tuition,
  stipend: null,
  durationMonths: null,
  startDate: null,
  eligibility,
});

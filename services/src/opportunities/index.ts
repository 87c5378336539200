// Opportunity writes. Each function owns its transaction and the event it records.
export { createOpportunity } from './create-opportunity.ts';
export { updateOpportunity } from './update-opportunity.ts';
export { closeOpportunity } from './close-opportunity.ts';
export { reopenOpportunity } from './reopen-opportunity.ts';
export { deleteOpportunity } from './delete-opportunity.ts';
export { setOpportunityStatus } from './set-status.ts';
export * from './opportunity.schema.ts';

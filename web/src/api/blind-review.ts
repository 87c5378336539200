// Blind review (issue 34, docs/fair-review.md "Blind review"): an owner's reveal of who one applicant
// is, typed by its contract (@phd/contracts/endpoints/blind-review). Each call is logged on the server.
import { revealApplicant, type RevealedIdentityJson } from '@phd/contracts/endpoints/blind-review';
import { call } from './call.ts';

export type RevealedIdentity = RevealedIdentityJson;

export const blindReviewApi = {
  reveal: (id: string) => call(revealApplicant, { params: { id } }).then((answer) => answer.data),
};

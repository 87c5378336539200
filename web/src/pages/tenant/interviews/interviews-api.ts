// The interviews API as the web app calls it (contracts/src/endpoints/interviews.ts): the candidate's
// link (anonymous: a staff token on the same browser has nothing to do with it), and the staff's
// proposal, reschedule, cancellation and week.
import {
  cancelInterview,
  interviewByToken,
  interviewPanelChoices,
  interviewWeek,
  pickInterviewSlot,
  proposeInterview,
  requestOtherTimes,
  rescheduleInterview,
} from '@phd/contracts/endpoints/interviews';
import type { ContractInput } from '@phd/contracts/http/contract';
import { call } from '../../../api/call.ts';

export const INTERVIEWS_KEY = ['interviews'] as const;

export const interviewsApi = {
  byToken: (token: string, signal?: AbortSignal) =>
    call(interviewByToken, { params: { token } }, { signal, anonymous: true }),
  pick: (token: string, slotId: string) =>
    call(pickInterviewSlot, { params: { token }, body: { slot_id: slotId } }, { anonymous: true }),
  otherTimes: (token: string, note: string) =>
    call(requestOtherTimes, { params: { token }, body: { note } }, { anonymous: true }),
  propose: (applicantId: string, body: ContractInput<typeof proposeInterview>['body']) =>
    call(proposeInterview, { params: { id: applicantId }, body }),
  reschedule: (id: string, body: ContractInput<typeof rescheduleInterview>['body']) =>
    call(rescheduleInterview, { params: { id }, body }),
  cancel: (id: string, reason: string) =>
    call(cancelInterview, { params: { id }, body: reason.trim() ? { reason } : {} }),
  panelChoices: (signal?: AbortSignal) => call(interviewPanelChoices, {}, { signal }),
  week: (week: string, timeZone: string, signal?: AbortSignal) =>
    call(interviewWeek, { query: { week, time_zone: timeZone } }, { signal }),
};

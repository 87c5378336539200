// A candidate's applications made elsewhere, their deadlines calendar and its private feed (issue 32;
// docs/candidates-tracking.md). Applications on the site are GET /api/applications
// (pages/account/account-queries.ts applicationsList): the page shows both.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  addExternalApplication,
  calendar,
  changeExternalApplication,
  createCalendarFeed,
  deleteExternalApplication,
  listExternalApplications,
  markAppliedExternally,
  stopCalendarFeed,
} from '@phd/contracts/endpoints/candidate-tracking';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export type ExternalApplication = ContractResponse<typeof listExternalApplications>['data'][number];
export type ExternalFields = ContractInput<typeof addExternalApplication>['body'];
export type ExternalChange = ContractInput<typeof changeExternalApplication>['body'];
export type Deadline = ContractResponse<typeof calendar>['data'][number];
export type CalendarAnswer = ContractResponse<typeof calendar>;
export type NewFeed = ContractResponse<typeof createCalendarFeed>;

const EXTERNAL_KEY = ['external-applications'] as const;
const CALENDAR_KEY = ['calendar'] as const;

export const externalApplications = () =>
  queryOptions({
    queryKey: EXTERNAL_KEY,
    queryFn: ({ signal }) => call(listExternalApplications, {}, { signal }),
    select: (answer) => answer.data,
  });

export const deadlines = () =>
  queryOptions({ queryKey: CALENDAR_KEY, queryFn: ({ signal }) => call(calendar, {}, { signal }) });

/** After any change to what is tracked: the list and the calendar (deadlines come from both). */
export const refreshTracking = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: EXTERNAL_KEY }),
    client.invalidateQueries({ queryKey: CALENDAR_KEY }),
  ]);

export const trackingApi = {
  add: (body: ExternalFields) => call(addExternalApplication, { body }),
  change: (id: string, body: ExternalChange) => call(changeExternalApplication, { params: { id }, body }),
  remove: (id: string) => call(deleteExternalApplication, { params: { id } }),
  markAppliedExternally: (opportunityId: string) =>
    call(markAppliedExternally, { body: { opportunity_id: opportunityId } }),
  newFeed: () => call(createCalendarFeed, {}),
  stopFeed: () => call(stopCalendarFeed, {}),
};

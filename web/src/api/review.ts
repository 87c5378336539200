// Fair review's settings per opportunity and conflicts of interest (issue 34, docs/fair-review.md),
// through their contracts (@phd/contracts/endpoints/review-settings).
import {
  declareConflict,
  getReviewSettings,
  updateReviewSettings,
  type ReviewSettingsJson,
} from '@phd/contracts/endpoints/review-settings';
import type { ContractInput } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export type ReviewSettings = ReviewSettingsJson;
export type ReviewSettingsChange = ContractInput<typeof updateReviewSettings>['body'];

export const REVIEW_SETTINGS_KEY = ['review-settings'] as const;

export const reviewApi = {
  settings: (id: string, signal?: AbortSignal) =>
    call(getReviewSettings, { params: { id } }, { signal }).then((answer) => answer.data),
  saveSettings: (id: string, body: ReviewSettingsChange) => call(updateReviewSettings, { params: { id }, body }),
  declareConflict: (id: string, reason: string) =>
    call(declareConflict, { params: { id }, body: reason.trim() ? { reason: reason.trim() } : {} }),
};

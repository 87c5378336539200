import { useSyncExternalStore } from 'react';
import { getTranslationState, subscribeTranslation, type TranslationState } from './translation-service.ts';

export function useTranslationState(): TranslationState {
  return useSyncExternalStore(subscribeTranslation, getTranslationState);
}

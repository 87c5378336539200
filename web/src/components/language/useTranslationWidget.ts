// Asks the server where the translation widget lives (GET /api/site-config) and starts the switcher's
// widget with it. Mounted once, in the layout.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteConfig } from '@phd/contracts/endpoints/catalogue';
import { call } from '../../api/call.ts';
import { startTranslationWidget, translationConfigFailed } from './translation-service.ts';

export function useTranslationWidget(): void {
  const { data, isError } = useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => call(siteConfig, {}, { signal }),
    staleTime: Infinity,
  });
  const url = data?.translateWidgetUrl;
  useEffect(() => {
    if (url) startTranslationWidget(url);
    else if (isError) translationConfigFailed();
  }, [url, isError]);
}

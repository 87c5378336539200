// Asks the server where the translation widget lives (GET /api/site-config) and starts the switcher's
// widget with it. Mounted once, in the layout.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../api/client.ts';
import { startTranslationWidget, translationConfigFailed } from './translation-service.ts';

interface SiteConfig {
  translateWidgetUrl: string;
}

export function useTranslationWidget(): void {
  const { data, isError } = useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => api<SiteConfig>('/api/site-config', { signal }),
    staleTime: Infinity,
  });
  const url = data?.translateWidgetUrl;
  useEffect(() => {
    if (url) startTranslationWidget(url);
    else if (isError) translationConfigFailed();
  }, [url, isError]);
}

// The real widget, loaded the way a university's site loads it: a <script src="/widget.js"> tag with
// the chosen data attributes, replaced whenever the choice changes.
import { useEffect, useRef } from 'react';
import { embedAttributes, type EmbedChoice } from './embed-snippets.ts';

export function WidgetPreview({ choice }: { choice: EmbedChoice }) {
  const container = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(embedAttributes(choice));
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const script = document.createElement('script');
    script.src = '/widget.js';
    script.async = true;
    script.setAttribute('data-phd-finder', '');
    for (const [name, value] of JSON.parse(key) as [string, string][]) script.setAttribute(`data-${name}`, value);
    box.replaceChildren(script);
    return () => box.replaceChildren();
  }, [key]);
  return <div ref={container} data-testid="widget-preview" />;
}

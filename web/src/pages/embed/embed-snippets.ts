// The code a university pastes into its site to show its openings (the widget, web/src/widget/): a
// script tag with data attributes, or an iframe of /embed/opportunities with the same choices.

export interface EmbedChoice {
  university?: string;
  country?: string;
  discipline?: string;
  limit?: number;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** The choices that are set, in a fixed order, as [name, value] pairs. */
export function embedAttributes(choice: EmbedChoice): [string, string][] {
  const pairs: [string, string | undefined][] = [
    ['university', choice.university?.trim()],
    ['country', choice.country?.trim()],
    ['discipline', choice.discipline?.trim()],
    ['limit', choice.limit ? String(choice.limit) : undefined],
  ];
  return pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
}

export function scriptSnippet(origin: string, choice: EmbedChoice): string {
  const data = embedAttributes(choice)
    .map(([name, value]) => ` data-${name}="${attribute(value)}"`)
    .join('');
  return `<script src="${origin}/widget.js" data-phd-finder${data} async></script>`;
}

export function iframeSrc(origin: string, choice: EmbedChoice): string {
  const query = new URLSearchParams(embedAttributes(choice)).toString();
  return `${origin}/embed/opportunities${query ? `?${query}` : ''}`;
}

export function iframeSnippet(origin: string, choice: EmbedChoice): string {
  return `<iframe src="${attribute(iframeSrc(origin, choice))}" title="PhD openings" width="100%" height="520" style="border:0" loading="lazy"></iframe>`;
}

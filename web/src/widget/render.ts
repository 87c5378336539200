// Renders one widget into a shadow root: a heading, the newest openings (title linking back to the
// position's page on PhD Finder, university and country, deadline, "Fully funded"), and a link to
// the matching listing. Text goes in as text (textContent), never as HTML.
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { apiUrl, detailUrl, heading, listingUrl, type WidgetOptions } from './options.ts';
import { WIDGET_CSS } from './styles.ts';

type Listing = { data: OpportunityJson[] };
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Links back open on PhD Finder, in a new tab, without giving it the host page. */
const link = (href: string, text: string, className = '') =>
  element('a', { href, target: '_blank', rel: 'noopener', ...(className ? { class: className } : {}) }, text);

function item(options: WidgetOptions, o: OpportunityJson): HTMLLIElement {
  const meta = [o.university, o.country].filter(Boolean).join(', ');
  const deadline = o.deadline ? ` · Deadline: ${o.deadline}` : '';
  const title = element('div', { class: 'title' }, link(detailUrl(options, o.link), o.title));
  if (o.fully_funded) title.append(element('span', { class: 'badge' }, 'Fully funded'));
  return element('li', {}, title, element('div', { class: 'meta' }, `${meta}${deadline}`));
}

/** Mounts the widget in `host` and loads its openings; resolves when they are shown. */
export async function renderWidget(host: HTMLElement, options: WidgetOptions, fetchFn: Fetch): Promise<void> {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const body = element('div', { 'aria-live': 'polite' }, element('p', { class: 'note' }, 'Loading openings…'));
  const seeAll = link(listingUrl(options), 'See all openings on PhD Finder →');
  const box = element(
    'section',
    { class: 'box', 'aria-label': heading(options) },
    element('h2', {}, heading(options)),
    body,
    element('div', { class: 'more' }, seeAll, element('span', { class: 'brand' }, 'Powered by PhD Finder')),
  );
  root.replaceChildren(element('style', {}, WIDGET_CSS), box);
  try {
    // A public, read-only call: no cookies or credentials go to PhD Finder from the host's page.
    const response = await fetchFn(apiUrl(options), { credentials: 'omit', mode: 'cors' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { data } = (await response.json()) as Listing;
    seeAll.setAttribute('href', listingUrl(options, data.find((o) => o.country)?.country));
    body.replaceChildren(
      data.length === 0
        ? element('p', { class: 'note' }, 'No open positions right now.')
        : element('ul', {}, ...data.map((o) => item(options, o))),
    );
  } catch {
    body.replaceChildren(element('p', { class: 'note' }, 'The openings could not be loaded. Please try again later.'));
  }
}

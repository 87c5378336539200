// The demo's sample feed (issue 31, docs/imports.md "Trying it offline"): six PhD positions at the demo
// university site's university as RSS 2.0, with stable guids (a run finds each position again by its
// guid) and the job fields RSS lacks in elements of their own namespace, as feed-extensions.ts reads
// them. Items taken out on the demo page are left out, so "a position gone from its source closes after
// two runs" can be tried. Items carry no link: a university site's position without one takes
// applications on the site.
import { escapeHtml } from '../../mail/html.ts';
import { DEMO_TENANT_UNIVERSITY } from '../../seed/accounts.ts';
import { monthEnd, monthStart } from './closing-dates.ts';

export interface SampleFeedItem {
  guid: string;
  title: string;
  department: string;
  description: string;
  funding: string;
  /** Months from now to the closing date's month end. */
  closesIn: number;
}

const FUNDING = 'Four-year PhD contract: gross salary from €2,901 a month in the first year, rising to €3,707';

export const SAMPLE_FEED_ITEMS: readonly SampleFeedItem[] = [
  {
    guid: 'tud-demo-phd-001',
    title: 'PhD position in autonomous navigation for inland ships',
    department: 'Mechanical Engineering',
    description: '<p>Develop motion planning that lets barges navigate busy Dutch waterways safely on their own.</p>',
    funding: FUNDING,
    closesIn: 2,
  },
  {
    guid: 'tud-demo-phd-002',
    title: 'PhD position in bio-based building materials',
    department: 'Architecture and the Built Environment',
    description: '<p>Test mycelium and timber composites for load-bearing walls in circular construction.</p>',
    funding: FUNDING,
    closesIn: 3,
  },
  {
    guid: 'tud-demo-phd-003',
    title: 'PhD position in quantum network hardware',
    department: 'QuTech',
    description: '<p>Link diamond spin qubits over optical fibre between Delft and The Hague.</p>',
    funding: FUNDING,
    closesIn: 1,
  },
  {
    guid: 'tud-demo-phd-004',
    title: 'PhD position in flood risk modelling for river deltas',
    department: 'Civil Engineering and Geosciences',
    description: '<p>Couple river, storm-surge and land-subsidence models to plan dikes for 2100.</p>',
    funding: FUNDING,
    closesIn: 2,
  },
  {
    guid: 'tud-demo-phd-005',
    title: 'PhD position in fair algorithms for local energy markets',
    department: 'Electrical Engineering, Mathematics and Computer Science',
    description: '<p>Design market rules that share solar power fairly between neighbours.</p>',
    funding: FUNDING,
    closesIn: 4,
  },
  {
    guid: 'tud-demo-phd-006',
    title: 'PhD position in hydrogen propulsion for aircraft',
    department: 'Aerospace Engineering',
    description: '<p>Model hydrogen combustion and cooling in the engines of future regional aircraft.</p>',
    funding: FUNDING,
    closesIn: 3,
  },
];

export const SAMPLE_FEED_NAMESPACE = 'https://phd-finder.test/ns/job';

const element = (name: string, text: string) => `<${name}>${escapeHtml(text)}</${name}>`;

function itemXml(item: SampleFeedItem, index: number, now: Date): string {
  // A stable publication date per item (this month's start, a day apart), so the feed changes only
  // when an item is taken out or put back, or the month turns.
  const published = new Date(monthStart(now, 0).getTime() - index * 86_400_000);
  return [
    '<item>',
    element('title', item.title),
    `<guid isPermaLink="false">${escapeHtml(item.guid)}</guid>`,
    element('description', item.description),
    element('pubDate', published.toUTCString()),
    element('job:university', DEMO_TENANT_UNIVERSITY),
    element('job:department', item.department),
    element('job:country', 'Netherlands'),
    element('job:city', 'Delft'),
    element('job:closingDate', monthEnd(now, item.closesIn)),
    element('job:funding', item.funding),
    '</item>',
  ].join('\n');
}

/** The feed without the items whose guids are in `removed`; dates relative to `now`. */
export function sampleFeedXml(
  options: { now?: Date; removed?: ReadonlySet<string>; /** The demo page, the channel's link. */ link?: string } = {},
): string {
  const now = options.now ?? new Date();
  const removed = options.removed ?? new Set<string>();
  const items = SAMPLE_FEED_ITEMS.map((item, index) => (removed.has(item.guid) ? '' : itemXml(item, index, now)));
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:job="${SAMPLE_FEED_NAMESPACE}">
<channel>
${element('title', `PhD positions at ${DEMO_TENANT_UNIVERSITY} (demo feed)`)}
${options.link ? element('link', options.link) : ''}
${element('description', 'A sample feed the demo serves so an import can be tried offline.')}
${element('language', 'en')}
${items.filter(Boolean).join('\n')}
</channel>
</rss>
`;
}

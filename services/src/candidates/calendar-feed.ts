// The candidate's deadlines as an iCalendar file (RFC 5545), for calendar apps that subscribe to the
// private address (docs/candidates-tracking.md): one all-day event per deadline, with the position's
// title, university and link. Events keep their uid across reads, so an app updates one rather than
// adding a copy when a date moves.
import ical from 'ical-generator';
import type { Deadline } from './calendar.ts';

export const FEED_NAME = 'PhD Finder deadlines';

/** How often calendar apps that honour it should come back (they mostly pick their own pace). */
const REFRESH_SECONDS = 6 * 60 * 60;

/** A deadline with the address its event links to (the site's page, or the tracked application's own). */
export type FeedEntry = Deadline & { link: string | null };

export function calendarIcs(entries: FeedEntry[], host: string): string {
  const calendar = ical({
    name: FEED_NAME,
    prodId: { company: 'PhD Finder', product: 'Deadlines', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const e of entries) {
    calendar.createEvent({
      id: `${e.uid}@${host}`,
      start: new Date(`${e.date}T00:00:00.000Z`),
      allDay: true,
      summary: `Deadline: ${e.title}`,
      description: [e.university, e.link].filter(Boolean).join('\n'),
      ...(e.link && { url: e.link }),
    });
  }
  return calendar.toString();
}

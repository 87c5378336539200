// An interview as an iCalendar invitation (RFC 5545/5546) with ical-generator: the UID is the
// interview's id at the product's host and never changes, so a calendar that has the event replaces it
// when a message with a higher SEQUENCE arrives (a reschedule) and removes it on METHOD:CANCEL. Times
// are written in UTC; the interview's own zone is in the description, for people.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** The product's host, the right-hand side of every interview's UID. */
export const uidOf = (interviewId: string, publicUrl: string) => `${interviewId}@${new URL(publicUrl).hostname}`;

export function invitationIcs(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: 'PhD Finder', product: 'Interviews', language: 'EN' },
    method: input.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const event = calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    start: input.start,
    end: new Date(input.start.getTime() + input.durationMinutes * 60_000),
    summary: input.summary,
    description: input.description,
    location: input.location,
    organizer: input.organizer,
    status: input.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  for (const a of input.attendees) {
    event.createAttendee({
      name: a.name,
      email: a.email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: input.method === 'REQUEST',
    });
  }
  return calendar.toString();
}

// The e-mails of `interview.changed`, composed when the mail job runs, inside the event's site (the
// mail processor's transaction with the tenant set), from the rows as they are then, and only while
// the event's `sequence` is still the row's: a later change has its own event, and this one sends
// nothing. Two messages per event, each under its own receipt (the candidate's, the panel's):
// - proposed: the candidate gets the slots in the interview's zone, the place and the link to pick;
// - scheduled / rescheduled: both sides get a METHOD:REQUEST invitation (same UID, the row's SEQUENCE);
// - cancelled: a booked interview is withdrawn with METHOD:CANCEL on both sides; a proposal not yet
//   picked only tells the candidate (their link stops working);
// - alternatives_requested: the proposer and the panel get the candidate's note.
// The panel sees a blind-reviewed applicant under their pseudonym, and not among the invitation's
// attendees (whose addresses would say who they are).
import addressparser from 'nodemailer/lib/addressparser';
import { tenantPageUrl } from '@phd/contracts/tenant-site';
import { applicantUrl } from '../applicants/applicant-mails.ts';
import type { EventPayload } from '../events/catalogue.ts';
import type { Tx } from '../events/outbox.ts';
import type { MailContext } from '../mail/index.ts';
import type { OutgoingMail } from '../mail/message.ts';
import { siteTextMail } from '../mail/templates/applicant-mails.ts';
import { IDENTITY_SELECT, presentIdentity } from '../review/blind.ts';
import { setTransactionTenant } from '../tenants/unit-of-work.ts';
import { invitationIcs, uidOf } from './interview-ics.ts';
import { interviewToken } from './interview-token.ts';

type Event = Pick<EventPayload<'interview.changed'>, 'tenantId' | 'interviewId' | 'sequence' | 'change'>;
type Mail = Pick<MailContext, 'publicUrl' | 'appSecret' | 'from'>;

const STAFF = { select: { id: true, name: true, email: true } } as const;

async function currentInterview(tx: Tx, event: Event) {
  await setTransactionTenant(tx, event.tenantId);
  const row = await tx.interview.findFirst({
    where: { id: event.interviewId, tenantId: event.tenantId },
    include: {
      slots: { orderBy: [{ startsAt: 'asc' }, { id: 'asc' }] },
      panel: { include: { staff: STAFF } },
      proposedBy: STAFF,
      tenant: { select: { name: true, slug: true } },
      applicant: {
        select: IDENTITY_SELECT,
      },
    },
  });
  // A later change superseded this one: its own event says what is true now.
  if (!row || row.sequence !== event.sequence) return null;
  return row;
}

type Row = NonNullable<Awaited<ReturnType<typeof currentInterview>>>;

/** "Tuesday 1 December 2026, 10:00 CET" in the interview's zone. */
export function slotText(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

const position = (row: Row) => row.applicant.opportunity?.title ?? 'the position';
const chosenStart = (row: Row) => row.slots.find((s) => s.id === row.chosenSlotId)?.startsAt ?? null;
const panelPeople = (row: Row) => row.panel.map((p) => p.staff);

/** The panel's addresses in one message (they are one site's staff); with the proposer when asked. */
function panelRecipients(row: Row, withProposer: boolean): string[] {
  const people = [...panelPeople(row), ...(withProposer && row.proposedBy ? [row.proposedBy] : [])];
  return [...new Set(people.map((p) => p.email))];
}

function invitation(row: Row, mail: Mail, method: 'REQUEST' | 'CANCEL', forPanel: boolean) {
  const start = chosenStart(row);
  if (!start) return null;
  const identity = presentIdentity(row.applicant, row.applicant.opportunity);
  const [sender] = addressparser(mail.from ?? '', { flatten: true });
  const candidate = forPanel && identity.blind ? [] : [{ name: row.applicant.name, email: row.applicant.email }];
  const content = invitationIcs({
    method,
    uid: uidOf(row.id, mail.publicUrl),
    sequence: row.sequence,
    start,
    durationMinutes: row.durationMinutes,
    summary: forPanel ? `Interview: ${identity.name}, ${position(row)}` : `Interview with ${row.tenant.name}`,
    description: [
      `Interview for ${position(row)} (${row.tenant.name}).`,
      `Time zone of the interview: ${row.timeZone}.`,
      row.note ?? '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: row.location,
    organizer: { name: row.tenant.name, email: sender?.address || `no-reply@${new URL(mail.publicUrl).hostname}` },
    attendees: [...candidate, ...panelPeople(row).map((p) => ({ name: p.name, email: p.email }))],
  });
  return { method, content };
}

const details = (row: Row, at: Date) =>
  [
    `When: ${slotText(at, row.timeZone)} (${row.durationMinutes} minutes)`,
    `Where: ${row.location}`,
    `Position: ${position(row)}`,
  ].join('\n');

export async function interviewCandidateMail(tx: Tx, mail: Mail, event: Event): Promise<OutgoingMail | null> {
  const row = await currentInterview(tx, event);
  if (!row) return null;
  const greeting = `Dear ${row.applicant.name},`;
  const sign = row.tenant.name;
  const base = { to: row.applicant.email, fromName: row.tenant.name };
  const start = chosenStart(row);
  switch (event.change) {
    case 'proposed': {
      const link = tenantPageUrl(mail.publicUrl, row.tenant.slug, '/interview', {
        token: interviewToken(mail.appSecret, row.id),
      });
      const slots = row.slots.map((s) => `- ${slotText(s.startsAt, row.timeZone)}`).join('\n');
      const body = [
        greeting,
        `${row.tenant.name} would like to interview you for ${position(row)}. Please choose one of these times (${row.durationMinutes} minutes each):`,
        slots,
        `Where: ${row.location}`,
        row.note ?? '',
        `Choose a time, or ask for others, here:\n${link}`,
        'The link works until the first of these times; you need no account.',
        sign,
      ];
      return {
        ...base,
        ...siteTextMail(`Interview for ${position(row)}: please choose a time`, body.filter(Boolean).join('\n\n')),
      };
    }
    case 'scheduled':
    case 'rescheduled': {
      if (!start) return null;
      const moved = event.change === 'rescheduled';
      const body = [
        greeting,
        moved ? 'Your interview has been moved. The new details:' : 'Your interview is booked:',
        details(row, start),
        row.note ?? '',
        'The calendar invitation attached adds it to your calendar.',
        sign,
      ];
      const subject = `${moved ? 'Interview moved' : 'Interview booked'}: ${slotText(start, row.timeZone)}`;
      return {
        ...base,
        ...siteTextMail(subject, body.filter(Boolean).join('\n\n')),
        calendar: invitation(row, mail, 'REQUEST', false)!,
      };
    }
    case 'cancelled': {
      const body = [
        greeting,
        start
          ? `Your interview for ${position(row)} on ${slotText(start, row.timeZone)} has been cancelled.`
          : `The interview times we proposed for ${position(row)} are withdrawn: the link to choose one no longer works.`,
        row.note ? `Message from ${row.tenant.name}: ${row.note}` : '',
        sign,
      ];
      const content = siteTextMail(`Interview cancelled: ${position(row)}`, body.filter(Boolean).join('\n\n'));
      const calendar = start ? invitation(row, mail, 'CANCEL', false) : null;
      return { ...base, ...content, ...(calendar && { calendar }) };
    }
    case 'alternatives_requested':
      return null;
  }
}

export async function interviewPanelMail(tx: Tx, mail: Mail, event: Event): Promise<OutgoingMail | null> {
  const row = await currentInterview(tx, event);
  if (!row) return null;
  const who = presentIdentity(row.applicant, row.applicant.opportunity).name;
  const start = chosenStart(row);
  const review = applicantUrl(mail.publicUrl, row.tenant.slug, row.applicant);
  switch (event.change) {
    case 'proposed':
      return null;
    case 'scheduled':
    case 'rescheduled': {
      if (!start) return null;
      const moved = event.change === 'rescheduled';
      const body = [
        `${moved ? 'The interview with' : 'An interview is booked with'} ${who} for ${position(row)}${moved ? ' has moved' : ''}:`,
        details(row, start),
        `The applicant: ${review}`,
      ];
      return {
        to: panelRecipients(row, false).join(', '),
        fromName: row.tenant.name,
        ...siteTextMail(
          `${moved ? 'Interview moved' : 'Interview booked'}: ${who}, ${slotText(start, row.timeZone)}`,
          body.join('\n\n'),
        ),
        calendar: invitation(row, mail, 'REQUEST', true)!,
      };
    }
    case 'cancelled': {
      if (!start) return null;
      const body = [
        `The interview with ${who} for ${position(row)} on ${slotText(start, row.timeZone)} is cancelled.`,
        row.note ? `Reason: ${row.note}` : '',
      ];
      return {
        to: panelRecipients(row, false).join(', '),
        fromName: row.tenant.name,
        ...siteTextMail(`Interview cancelled: ${who}`, body.filter(Boolean).join('\n\n')),
        calendar: invitation(row, mail, 'CANCEL', true)!,
      };
    }
    case 'alternatives_requested': {
      const body = [
        `${who} asked for other interview times for ${position(row)}. Their message:`,
        row.candidateNote ?? '',
        `Propose new times from the applicant: ${review}`,
      ];
      return {
        to: panelRecipients(row, true).join(', '),
        fromName: row.tenant.name,
        ...siteTextMail(`${who} asked for other interview times`, body.filter(Boolean).join('\n\n')),
      };
    }
  }
}

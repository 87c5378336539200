// A signed-in candidate's applications tracked by hand, their deadlines calendar, and the private ICS
// feed (issue 32, "Every application tracked"; docs/candidates-tracking.md), served from their
// contracts. Ownership and the rows are the services'; here the rows become answers, with the links
// of the site's pages.
import type { FastifyPluginAsync } from 'fastify';
import {
  addExternalApplication,
  calendar,
  calendarFeed,
  CALENDAR_FEED_PREFIX,
  changeExternalApplication,
  createCalendarFeed,
  deleteExternalApplication,
  EXTERNAL_ADDED,
  EXTERNAL_DELETED,
  EXTERNAL_UPDATED,
  FEED_CREATED,
  FEED_STOPPED,
  listExternalApplications,
  MARKED_APPLIED_EXTERNALLY,
  markAppliedExternally,
  stopCalendarFeed,
} from '@phd/contracts/endpoints/candidate-tracking';
import { opportunityPath } from '@phd/contracts/paths';
import * as calendars from '@phd/services/candidates/calendar';
import { calendarIcs } from '@phd/services/candidates/calendar-feed';
import * as tracked from '@phd/services/candidates/external-applications';
import type { Db } from '@phd/services/db/client';
import { notFound } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { opportunityLink } from '../presenters/opportunity-link.ts';
import { serve } from '../plugins/contract-routes.ts';
import { LIMITS } from './rate-limits.ts';

/** Said of every feed address that opens nothing: wrong, reset, turned off or malformed alike. */
const NO_FEED = 'Calendar feed not found.';

const linkOf = (o: tracked.PositionNamed | null) => (o ? opportunityLink(o) : null);

function presentTracked(a: tracked.TrackedApplication) {
  return {
    id: a.id,
    opportunity_id: a.opportunityId,
    opportunity_link: linkOf(a.opportunity),
    title: a.title,
    university: a.university,
    url: a.url,
    applied_on: tracked.isoDay(a.appliedOn),
    deadline: a.deadline && tracked.isoDay(a.deadline),
    status: a.status,
    notes: a.notes,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export const candidateTrackingRoutes: FastifyPluginAsync<{
  db: Db;
  storage: Storage;
  appSecret: string;
  publicUrl: string;
}> = async (app, { db, publicUrl }) => {
  const feedUrl = (token: string) => `${publicUrl}${CALENDAR_FEED_PREFIX}${token}.ics`;

  serve(app, listExternalApplications, async ({ caller }) => ({
    data: (await tracked.listExternalApplications(db, caller.id)).map(presentTracked),
  }));

  serve(app, addExternalApplication, async ({ caller, body }) => ({
    message: EXTERNAL_ADDED,
    application: presentTracked(await tracked.addExternalApplication(db, caller.id, body)),
  }));

  serve(app, changeExternalApplication, async ({ caller, params, body }) => ({
    message: EXTERNAL_UPDATED,
    application: presentTracked(await tracked.changeExternalApplication(db, caller.id, params.id, body)),
  }));

  serve(app, deleteExternalApplication, async ({ caller, params }) => {
    await tracked.deleteExternalApplication(db, caller.id, params.id);
    return { message: EXTERNAL_DELETED, id: params.id };
  });

  serve(app, markAppliedExternally, async ({ caller, body }) => ({
    message: MARKED_APPLIED_EXTERNALLY,
    application: presentTracked(await tracked.markAppliedExternally(db, caller.id, body.opportunity_id)),
  }));

  serve(app, calendar, async ({ caller }) => {
    const [deadlines, active] = await Promise.all([
      calendars.deadlinesOf(db, caller.id),
      calendars.feedActive(db, caller.id),
    ]);
    return {
      data: deadlines.map((d) => ({
        date: d.date,
        kind: d.kind,
        title: d.title,
        university: d.university,
        opportunity_id: d.opportunity?.id ?? null,
        link: linkOf(d.opportunity),
        url: d.url,
      })),
      feed: { active },
    };
  });

  serve(app, createCalendarFeed, async ({ caller }) => {
    const url = feedUrl(await calendars.newFeedToken(db, caller.id));
    return { message: FEED_CREATED, url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  });

  serve(app, stopCalendarFeed, async ({ caller }) => {
    await calendars.stopFeed(db, caller.id);
    return { message: FEED_STOPPED };
  });

  serve(
    app,
    calendarFeed,
    async ({ params, reply }) => {
      const owner = await calendars.feedOwner(db, params.file);
      if (!owner) throw notFound(NO_FEED);
      const deadlines = await calendars.deadlinesOf(db, owner);
      const entries = deadlines.map((d) => {
        const link = linkOf(d.opportunity);
        return { ...d, link: link ? `${publicUrl}${opportunityPath(link)}` : d.url };
      });
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // The address is a secret: no shared cache keeps the file, and no page it links to learns it.
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .send(calendarIcs(entries, new URL(publicUrl).host))
      );
    },
    { rateLimit: LIMITS.calendarFeed },
  );
};

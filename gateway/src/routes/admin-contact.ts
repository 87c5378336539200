// The admin's contact messages (issue 15; spec section 7, "Contact"), served from their contracts
// (@phd/contracts/endpoints/admin-contact): GET /api/admin/contact, PUT /api/admin/contact/{id}
// ({ handled }), DELETE /api/admin/contact?id= and, for admins only, DELETE /api/contact?id= (the
// same). Admins only: 401 signed out, 403 anyone else.
import type { FastifyPluginAsync } from 'fastify';
import {
  deleteContactMessage,
  deleteContactMessageAtContact,
  listContactMessages,
  setContactHandled,
} from '@phd/contracts/endpoints/admin-contact';
import * as contact from '@phd/services/contact/admin-contact';
import type { Db } from '@phd/services/db/client';
import { serve } from '../plugins/contract-routes.ts';

export const adminContactRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, listContactMessages, async ({ query }) => contact.listContactMessages(db, query));

  serve(app, setContactHandled, async ({ caller, params, body }) => ({
    data: await contact.setContactHandled(db, caller, params.id, body.handled),
  }));

  for (const remove of [deleteContactMessage, deleteContactMessageAtContact]) {
    serve(app, remove, async ({ caller, query }) => contact.deleteContactMessage(db, caller, query.id));
  }
};

// The admin console's shared pieces and its contact messages (issue 15), through their contracts
// (@phd/contracts/endpoints/admin-contact). Cookie-authenticated like every main-site call; the client
// adds the CSRF token to writes.
import { deleteContactMessage, listContactMessages, setContactHandled } from '@phd/contracts/endpoints/admin-contact';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export type ContactState = 'open' | 'handled' | 'all';

export const ADMIN_KEY = ['admin'] as const;

/** GET /api/admin/audit's filters: action, the actor's e-mail (contains), and one record. */
export interface AuditFilter {
  action?: string;
  actor?: string;
  record_type?: string;
  record_id?: string;
}
export const ADMIN_PAGE_SIZE = 20;

/** A contact message as GET /api/admin/contact answers it. */
export type ContactMessage = ContractResponse<typeof listContactMessages>['data'][number];

export const adminApi = {
  contact: (state: ContactState, offset: number) =>
    call(listContactMessages, { query: { state, limit: String(ADMIN_PAGE_SIZE), offset: String(offset) } }),
  setHandled: (id: string, handled: boolean) => call(setContactHandled, { params: { id }, body: { handled } }),
  deleteContact: (id: string) => call(deleteContactMessage, { query: { id } }),
};

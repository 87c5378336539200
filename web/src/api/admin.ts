// The admin console's calls (issue 15): contact messages and the audit log. Cookie-authenticated like
// every main-site call; the client adds the CSRF token to writes.
import type { AuditEventJson, ContactMessageJson } from '@phd/contracts/api-types';
import { api } from './client.ts';

export type ContactState = 'open' | 'handled' | 'all';

export interface Page<T> {
  data: T[];
  pagination: { total: number };
}

export const ADMIN_KEY = ['admin'] as const;

/** GET /api/admin/audit's filters: action, the actor's e-mail (contains), and one record. */
export interface AuditFilter {
  action?: string;
  actor?: string;
  record_type?: string;
  record_id?: string;
}
export const ADMIN_PAGE_SIZE = 20;

export const adminApi = {
  contact: (state: ContactState, offset: number) =>
    api<Page<ContactMessageJson> & { open: number }>('/api/admin/contact', {
      query: { state, limit: ADMIN_PAGE_SIZE, offset },
    }),
  setHandled: (id: string, handled: boolean) =>
    api<{ data: ContactMessageJson }>(`/api/admin/contact/${id}`, { method: 'PUT', body: { handled } }),
  deleteContact: (id: string) => api<{ message: string }>('/api/admin/contact', { method: 'DELETE', query: { id } }),
  audit: (filter: AuditFilter, offset: number) =>
    api<Page<AuditEventJson>>('/api/admin/audit', {
      query: { ...filter, limit: ADMIN_PAGE_SIZE, offset },
    }),
};

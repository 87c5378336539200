// The blog's API calls (issue 18): the public reads and the admins' editor.
import type { AdminBlogPostJson, BlogPostJson, BlogPostSummaryJson } from '@phd/contracts/blog';
import { api } from './client.ts';

export const BLOG_KEY = ['blog'] as const;
export const ADMIN_BLOG_KEY = ['admin', 'blog'] as const;
export const BLOG_PAGE_SIZE = 9;
export const ADMIN_BLOG_PAGE_SIZE = 20;

export interface BlogPage {
  data: BlogPostSummaryJson[];
  pagination: { total: number; limit: number; offset: number };
}

export interface AdminBlogPage extends Omit<BlogPage, 'data'> {
  data: (BlogPostSummaryJson & { status: 'draft' | 'published' })[];
}

export interface BlogPostInput {
  title: string;
  slug: string;
  excerpt: string;
  content_html: string;
  status: 'draft' | 'published';
}

type Saved = { message: string; data: AdminBlogPostJson };
const one = (id: string) => `/api/admin/blog/${encodeURIComponent(id)}`;

export const blog = {
  list: (offset: number, signal?: AbortSignal) =>
    api<BlogPage>('/api/blog', { query: { limit: BLOG_PAGE_SIZE, offset }, signal }),
  get: (id: string, signal?: AbortSignal) =>
    api<{ data: BlogPostJson; related: BlogPostSummaryJson[] }>(`/api/blog/${encodeURIComponent(id)}`, { signal }),
};

export const adminBlog = {
  list: (offset: number, signal?: AbortSignal) =>
    api<AdminBlogPage>('/api/admin/blog', {
      query: { limit: ADMIN_BLOG_PAGE_SIZE, offset },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => api<{ data: AdminBlogPostJson }>(one(id), { signal }),
  create: (body: BlogPostInput) => api<Saved>('/api/admin/blog', { method: 'POST', body }),
  update: (id: string, body: BlogPostInput) => api<Saved>(one(id), { method: 'PUT', body }),
  remove: (id: string) => api<{ message: string }>(one(id), { method: 'DELETE' }),
  preview: (content_html: string) =>
    api<{ content_html: string }>('/api/admin/blog/preview', { method: 'POST', body: { content_html } }),
  uploadCover: (id: string, file: File) => {
    const form = new FormData();
    form.append('cover', file);
    return api<Saved>(`${one(id)}/cover`, { method: 'POST', body: form });
  },
  removeCover: (id: string) => api<Saved>(`${one(id)}/cover`, { method: 'DELETE' }),
};

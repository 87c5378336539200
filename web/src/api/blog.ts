// The blog's API calls (issue 18), through their contracts (@phd/contracts/endpoints/blog and
// admin-blog): the public reads and the admins' editor.
import {
  createBlogPost,
  deleteBlogPost,
  getAdminBlogPost,
  listAdminBlogPosts,
  previewBlogPost,
  removeBlogCover,
  setBlogCover,
  updateBlogPost,
} from '@phd/contracts/endpoints/admin-blog';
import { listBlogPosts, readBlogPost } from '@phd/contracts/endpoints/blog';
import type { ContractInput, ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export const BLOG_KEY = ['blog'] as const;
export const ADMIN_BLOG_KEY = ['admin', 'blog'] as const;
export const BLOG_PAGE_SIZE = 9;
export const ADMIN_BLOG_PAGE_SIZE = 20;

export type BlogPage = ContractResponse<typeof listBlogPosts>;
export type AdminBlogPage = ContractResponse<typeof listAdminBlogPosts>;

export interface BlogPostInput {
  title: string;
  slug: string;
  excerpt: string;
  content_html: string;
  status: 'draft' | 'published';
}

/** A saved post and the sentence to show (each write words its own). */
export type SavedPost = { message: string; data: ContractResponse<typeof getAdminBlogPost>['data'] };

const one = (id: string) => ({ params: { id } });

export const blog = {
  list: (offset: number, signal?: AbortSignal) =>
    call(listBlogPosts, { query: { limit: String(BLOG_PAGE_SIZE), offset: String(offset) } }, { signal }),
  get: (id: string, signal?: AbortSignal) => call(readBlogPost, one(id), { signal }),
};

export const adminBlog = {
  list: (offset: number, signal?: AbortSignal) =>
    call(listAdminBlogPosts, { query: { limit: String(ADMIN_BLOG_PAGE_SIZE), offset: String(offset) } }, { signal }),
  get: (id: string, signal?: AbortSignal) => call(getAdminBlogPost, one(id), { signal }),
  create: (body: BlogPostInput): Promise<SavedPost> => call(createBlogPost, { body }),
  update: (id: string, body: BlogPostInput): Promise<SavedPost> => call(updateBlogPost, { ...one(id), body }),
  remove: (id: string) => call(deleteBlogPost, one(id)),
  preview: (content_html: string) => call(previewBlogPost, { body: { content_html } }),
  /** A multipart contract's body travels as FormData (the contract names its part: `cover`). */
  uploadCover: (id: string, file: File): Promise<SavedPost> => {
    const form = new FormData();
    form.append('cover', file);
    return call(setBlogCover, { ...one(id), body: form as unknown as ContractInput<typeof setBlogCover>['body'] });
  },
  removeCover: (id: string): Promise<SavedPost> => call(removeBlogCover, one(id)),
};

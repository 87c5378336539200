// The blog (issue 18) in the browser: a reader opens a seeded post from /blogs (its headings, date,
// reading time and posts to read next), and the demo admin writes and publishes a new one in the
// editor, which then appears on /blogs. Rules (admins only, sanitising, slugs, drafts, redirects,
// feeds) are tested in gateway/test/blog.test.ts and web/test/blog-editor.test.tsx.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const main = (page: Page) => page.getByRole('main');

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
});

test('a reader opens a post; the admin writes and publishes one', ANY_WIDTH, async ({ page, shots }) => {
  test.setTimeout(60_000);
  await page.goto('/blogs');
  await expect(main(page).getByRole('heading', { name: 'PhD Tips', level: 1 })).toBeVisible();
  const seeded = main(page).getByRole('link', { name: 'How to Write a PhD Motivation Letter That Gets Read' });
  await expect(seeded).toBeVisible();
  await shots.screenshot('blogs');
  await shots.expectAccessible();
  await seeded.click();
  await expect(page).toHaveURL(/\/blog\/how-to-write-a-phd-motivation-letter\/[0-9a-f-]{36}$/);
  const post = main(page);
  await expect(post.getByRole('heading', { name: 'How to Write a PhD Motivation Letter', level: 1 })).toBeVisible();
  await expect(post.getByRole('heading', { name: 'Show evidence, not adjectives', level: 2 })).toBeVisible();
  await expect(post.getByText(/\d+ min read/).first()).toBeVisible();
  await expect(post.getByRole('heading', { name: 'Read next' })).toBeVisible();
  await shots.screenshot('blog-post');
  await shots.expectAccessible();

  const title = `Lab Rotations Explained ${randomUUID().slice(0, 6)}`;
  await signIn(page, 'admin@phd-finder.test', { returnTo: '/create-blog' });
  const editor = main(page);
  await editor.getByLabel('Title').fill(title);
  await expect(editor.getByLabel('Address')).toHaveValue(/^lab-rotations-explained-[a-z0-9-]+$/);
  await editor.getByLabel('Excerpt').fill('Three short projects before you choose a group.');
  await editor.getByRole('textbox', { name: 'Content' }).fill('Rotations let you try three labs in your first year.');
  await editor.getByRole('button', { name: 'Preview' }).click();
  await expect(editor.getByText('Rotations let you try three labs in your first year.')).toBeVisible();
  await editor.getByRole('button', { name: 'Back to editing' }).click();
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('status').getByText('Post published.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-blog\/[0-9a-f-]{36}$/);
  await shots.screenshot('blog-editor');
  await editor.getByRole('link', { name: 'View the post' }).click();
  await expect(main(page).getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(main(page).getByTestId('post-body')).toHaveText('Rotations let you try three labs in your first year.');

  await page.goto('/blogs');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
});

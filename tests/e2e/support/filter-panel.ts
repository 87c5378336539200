// The listings' Filters panel as a spec reaches it at either width.
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile } from './fixtures.ts';

/** The filter panel: the sidebar from 1024 px, the drawer (opened when closed) below. */
export async function filterPanel(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Filters' });
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Filters\b/ }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

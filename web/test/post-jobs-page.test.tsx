// @vitest-environment happy-dom
// The post-jobs form (issue 28): its required fields are marked (required for screen readers, a
// visible mark and a legend saying what it means), the "check the highlighted fields" notice goes
// once the fields are fixed, and the confirmation page is headed by where the poster stands.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PostJobsPage } from '../src/pages/post-jobs/PostJobsPage.tsx';
import { fakeApi, renderPage } from './dom.tsx';

const REQUIRED = [
  'Title',
  'Country',
  'Where candidates apply',
  'Your name',
  'Your position',
  'University',
  'Institutional e-mail',
];
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** Types a value at once (pasting: typing it key by key only slows the test). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}
const problem = (text: RegExp) => screen.queryByText(text);

describe('the post-jobs form', () => {
  it('marks its required fields, to screen readers and on screen, and says what the mark means', async () => {
    fakeApi({});
    renderPage(<PostJobsPage />, { path: '/post-jobs' });
    expect(await screen.findByText(/are required\./)).toBeTruthy();
    for (const label of REQUIRED) {
      const input = field(label);
      expect(input.required, label).toBe(true);
      // The mark sits right after the label, hidden from screen readers (required already says it).
      const mark = input.previousElementSibling!;
      expect(mark.textContent, label).toBe('*');
      expect(mark.getAttribute('aria-hidden'), label).toBe('true');
    }
    expect(field('Your department').required).toBe(false);
    expect(field('Your department').previousElementSibling!.tagName).toBe('LABEL');
  });

  it('drops the "check the highlighted fields" notice once every marked field is fixed', async () => {
    const api = fakeApi({ 'POST /api/post-jobs': () => ({ message: 'Thank you! Please confirm.' }) });
    const user = userEvent.setup();
    renderPage(<PostJobsPage />, { path: '/post-jobs' });
    const send = await screen.findByRole('button', { name: 'Send Position' });

    await user.click(send);
    expect(problem(/^Please check the highlighted fields\.$/)).toBeTruthy();
    await fill(user, 'Title', 'PhD in Glaciology');
    await fill(user, 'Country', 'Norway');
    expect(problem(/^Please check the highlighted fields\.$/)).toBeTruthy();
    await fill(user, 'Where candidates apply', 'https://uni.example/phd');
    expect(problem(/^Please check the highlighted fields\.$/)).toBeNull();

    // Then the fields about the poster, checked when the position's own are right.
    await user.click(send);
    expect(problem(/about you/)).toBeTruthy();
    await fill(user, 'Your name', 'Dr Ada Lovelace');
    await fill(user, 'Your position', 'Professor');
    await fill(user, 'University', 'University of Bergen');
    expect(problem(/about you/)).toBeTruthy();
    await fill(user, 'Institutional e-mail', 'ada@uib.example');
    expect(problem(/about you/)).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/post-jobs')).toBe(false);

    await user.click(send);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
  });

  it('heads the confirmation page by the outcome, not "Confirm your position"', async () => {
    fakeApi({
      'POST /api/post-jobs/confirm': () => ({
        message: 'Your e-mail address is confirmed and your position is now on PhD Finder.',
        state: 'live',
        opportunity: { id: 'o1', link: 'phd-in-glaciology-o1' },
      }),
    });
    renderPage(<PostJobsPage />, { path: '/post-jobs?confirm=token-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your position is live' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your position' }).getAttribute('href')).toBe(
      '/opportunities/phd-in-glaciology-o1',
    );
  });

  it('says so in the heading when the link does not work', async () => {
    fakeApi({
      'POST /api/post-jobs/confirm': () => ({
        status: 400,
        body: { error: 'invalid', message: 'This confirmation link is invalid, was already used or has expired.' },
      }),
    });
    renderPage(<PostJobsPage />, { path: '/post-jobs?confirm=spent' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your position could not be confirmed'),
    );
  });
});

// @vitest-environment happy-dom
// "Also posted at …" on a position's page: the other postings of its near-duplicate group, each
// university linking to its own page; nothing at all for a posting in no group.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlsoPostedAt } from '../src/components/opportunity/AlsoPostedAt.tsx';
import { renderPage } from './dom.tsx';

const OTHER = {
  id: '66666666-6666-4666-8666-666666666666',
  title: 'PhD in Arctic Lakes',
  university: 'University of Glasgow',
  status: 'open' as const,
  link: 'phd-vacancies-university-of-glasgow-united-kingdom-phd-in-arctic-lakes-66666666-6666-4666-8666-666666666666',
  canonical: true,
};

describe('AlsoPostedAt', () => {
  it('names each other posting by university, linked to its page, and marks a closed one', () => {
    const closed = {
      ...OTHER,
      id: '77777777-7777-4777-8777-777777777777',
      university: 'Lund University',
      status: 'closed' as const,
      link: 'x-77777777-7777-4777-8777-777777777777',
      canonical: false,
    };
    renderPage(<AlsoPostedAt postings={[OTHER, closed]} />, { path: '/' });
    const line = screen.getByTestId('also-posted-at');
    expect(line.textContent).toBe('Also posted at University of Glasgow, Lund University (closed)');
    expect(screen.getByRole('link', { name: 'University of Glasgow' }).getAttribute('href')).toBe(
      `/opportunities/${OTHER.link}`,
    );
  });

  it('renders nothing for a posting in no group', () => {
    renderPage(
      <div data-testid="host">
        <AlsoPostedAt postings={[]} />
        <AlsoPostedAt postings={undefined} />
      </div>,
      { path: '/' },
    );
    expect(screen.getByTestId('host').innerHTML).toBe('');
  });
});

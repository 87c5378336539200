// @vitest-environment happy-dom
// "Also posted at …" on a position's page: the other open postings of its near-duplicate group, each
// university linking to its own page and told apart by who posted it or where it came from (copies
// are often at the same university), with its title when it differs; nothing for a posting in no group.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlsoPostedAt } from '../src/components/opportunity/AlsoPostedAt.tsx';
import type { AlsoPostedAtJson } from '@phd/contracts/public-schemas';
import { renderPage } from './dom.tsx';

const TITLE = 'PhD in Arctic Lakes';

const copy = (n: number, fields: Partial<AlsoPostedAtJson>): AlsoPostedAtJson => ({
  id: `${n}${n}${n}${n}${n}${n}${n}${n}-${n}${n}${n}${n}-4${n}${n}${n}-8${n}${n}${n}-${String(n).repeat(12)}`,
  title: TITLE,
  university: 'University of Edinburgh',
  origin: { kind: 'phd_finder', name: null },
  link: `phd-in-arctic-lakes-${n}`,
  canonical: false,
  ...fields,
});

describe('AlsoPostedAt', () => {
  it('tells copies at one university apart by poster or source, and names a title that differs', () => {
    const postings = [
      copy(1, { origin: { kind: 'poster', name: 'Dr Jane Roe' }, canonical: true }),
      copy(2, { origin: { kind: 'careers_site', name: 'University of Edinburgh' } }),
      copy(3, { origin: { kind: 'imported', name: 'www.ed.ac.uk' }, title: 'Arctic Lakes PhD studentship' }),
      copy(4, { origin: { kind: 'phd_finder', name: null } }),
      copy(5, { origin: { kind: 'poster', name: null }, university: 'University of Glasgow' }),
    ];
    renderPage(<AlsoPostedAt postings={postings} title={TITLE} />, { path: '/' });
    expect(screen.getByTestId('also-posted-at').firstElementChild?.textContent).toBe('Also posted at');
    const items = screen.getByRole('list', { name: 'Also posted at' }).querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'University of Edinburgh, posted on PhD Finder by Dr Jane Roe',
      'University of Edinburgh, from the University of Edinburgh careers site',
      'University of Edinburgh, imported from www.ed.ac.uk (as “Arctic Lakes PhD studentship”)',
      'University of Edinburgh, listed by PhD Finder',
      'University of Glasgow, posted on PhD Finder',
    ]);
    expect(screen.getByTestId('also-posted-at').textContent).not.toContain('(closed)');
    expect(screen.getByRole('link', { name: 'University of Glasgow' }).getAttribute('href')).toBe(
      '/opportunities/phd-in-arctic-lakes-5',
    );
  });

  it('renders nothing for a posting in no group', () => {
    renderPage(
      <div data-testid="host">
        <AlsoPostedAt postings={[]} title={TITLE} />
        <AlsoPostedAt postings={undefined} title={TITLE} />
      </div>,
      { path: '/' },
    );
    expect(screen.getByTestId('host').innerHTML).toBe('');
  });
});

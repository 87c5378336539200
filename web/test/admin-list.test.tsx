// @vitest-environment happy-dom
// The list every admin section shows (AdminList): loading, then its rows in a named list with the pager
// under them once there is more than a page; the dashed box when a page is empty; a failure with a
// retry; and a new filter starting again at the first page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../src/api/admin.ts';
import { AdminList, FilterSelect, useFilteredPages } from '../src/pages/admin/AdminList.tsx';
import { renderPage } from './dom.tsx';

type Colour = 'all' | 'red';
const COLOURS: { id: Colour; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'red', label: 'Red' },
];
const TOTAL = ADMIN_PAGE_SIZE + 5;

/** A fake server: `all` has TOTAL rows, `red` none; `broken` fails. */
async function fetchPage(colour: Colour, offset: number, broken: boolean) {
  if (broken) throw new Error('The server is down.');
  const total = colour === 'all' ? TOTAL : 0;
  const count = Math.max(0, Math.min(ADMIN_PAGE_SIZE, total - offset));
  return {
    data: Array.from({ length: count }, (_, i) => ({ id: String(offset + i), name: `Row ${offset + i + 1}` })),
    pagination: { total },
  };
}

function Things({ broken = false }: { broken?: boolean }) {
  const { filter, setFilter, page } = useFilteredPages<Colour>('all');
  const list = useQuery({
    queryKey: ['things', filter, page.offset, broken],
    queryFn: () => fetchPage(filter, page.offset, broken),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <FilterSelect label="Show" value={filter} options={COLOURS} onChange={setFilter} />
      <AdminList
        query={list}
        empty="Nothing in this colour."
        {...page}
        label="Things"
        row={(thing) => <li>{thing.name}</li>}
      />
    </>
  );
}

describe('AdminList', () => {
  it('lists a page with the pager, and a new filter starts again at the first page', async () => {
    const user = userEvent.setup();
    renderPage(<Things />);
    expect(screen.getByText('Loading things...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(ADMIN_PAGE_SIZE);
    expect(screen.getByText(`1–${ADMIN_PAGE_SIZE} of ${TOTAL}`)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText(`${ADMIN_PAGE_SIZE + 1}–${TOTAL} of ${TOTAL}`)).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(5);

    await user.selectOptions(screen.getByLabelText('Show'), 'red');
    expect(await screen.findByText('Nothing in this colour.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Things' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(await screen.findByText(`1–${ADMIN_PAGE_SIZE} of ${TOTAL}`)).toBeTruthy();
  });

  it('says when the list could not be loaded, with a retry', async () => {
    renderPage(<Things broken />);
    expect(await screen.findByText('The things could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Nothing in this colour.')).toBeNull();
  });
});

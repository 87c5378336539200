// @vitest-environment happy-dom
// "Imported from <source> on <date>" under a position's facts (issue 31): the source's name links to
// its address with rel="nofollow noopener" for a URL source, is plain text for an upload, and the line
// is absent for a position typed by hand.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportedFrom } from '../src/components/opportunity/ImportedFrom.tsx';
import { renderPage } from './dom.tsx';

const NOV_29 = Date.UTC(2026, 10, 29, 9, 30) / 1000;

describe('ImportedFrom', () => {
  it("names a URL source with a nofollow link to it and the day it was imported, in the page's date format", () => {
    renderPage(
      <ImportedFrom
        importedFrom={{ name: 'Leeds HR feed', url: 'https://jobs.leeds.ac.uk/feed', imported_at: NOV_29 }}
      />,
    );
    expect(screen.getByTestId('imported-from').textContent).toBe('Imported from Leeds HR feed on 29 November 2026');
    const link = screen.getByRole('link', { name: 'Leeds HR feed' });
    expect(link.getAttribute('href')).toBe('https://jobs.leeds.ac.uk/feed');
    expect(link.getAttribute('rel')).toBe('nofollow noopener');
  });

  it('names an upload without a link', () => {
    renderPage(<ImportedFrom importedFrom={{ name: 'positions.csv', url: null, imported_at: NOV_29 }} />);
    expect(screen.getByTestId('imported-from').textContent).toBe('Imported from positions.csv on 29 November 2026');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for a position typed by hand, or an answer without the field', () => {
    renderPage(
      <div data-testid="host">
        <ImportedFrom importedFrom={null} />
        <ImportedFrom importedFrom={undefined} />
      </div>,
    );
    expect(screen.getByTestId('host').innerHTML).toBe('');
  });
});

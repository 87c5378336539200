import { describe, expect, it } from 'vitest';
import { appliedText, closedText } from '../src/components/opportunity/applied.ts';
import { MY_APPLICATIONS_PATH } from '@phd/contracts/paths';

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('the detail page for a candidate who applied, and for a closed position', () => {
  it('says when they applied and where the application stands', () => {
    expect(appliedText({ created_at: at('2026-11-22T23:30:00Z'), status: 'under review' })).toBe(
      'You applied on 22 November 2026 · under review',
    );
  });

  it('says since when a closed position is closed, when it is known', () => {
    expect(closedText(at('2026-11-03T08:00:00Z'))).toBe(
      'It closed on 3 November 2026 and no longer takes applications.',
    );
    expect(closedText(null)).toBe('It no longer takes applications.');
  });

  it('sends them to Smart Picks, My Applications', () => {
    expect(MY_APPLICATIONS_PATH).toBe('/smart-picks?section=my-applications');
  });
});

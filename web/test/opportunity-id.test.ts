import { describe, expect, it } from 'vitest';
import { opportunityIdFromParam } from '../src/components/opportunity/opportunity-id.ts';

const ID = '0b7f3a52-1c4e-4d8a-9f21-6a5b4c3d2e1f';

describe('opportunityIdFromParam (spec section 5, "Opportunity detail id")', () => {
  it('reduces a slug ending in a UUID to the UUID', () => {
    expect(opportunityIdFromParam(`phd-vacancies-tu-delft-netherlands-quantum-sensing-${ID}`)).toBe(ID);
  });

  it('keeps a bare UUID, lower-cased like the links', () => {
    expect(opportunityIdFromParam(ID)).toBe(ID);
    expect(opportunityIdFromParam(ID.toUpperCase())).toBe(ID);
  });

  it('uses a plain id as is', () => {
    expect(opportunityIdFromParam('12345')).toBe('12345');
    expect(opportunityIdFromParam('some-title-without-id')).toBe('some-title-without-id');
  });
});

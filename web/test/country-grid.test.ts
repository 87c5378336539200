import { describe, expect, it } from 'vitest';
import { countryImagePath, gridCountries } from '../src/components/home/country-grid.ts';

describe('gridCountries (spec section 2, country grid)', () => {
  const counts = [
    { Country: 'Germany', Count: 400 },
    { Country: 'United States', Count: 900 },
    { Country: 'United Kingdom', Count: 500 },
    { Country: 'France', Count: 300 },
    { Country: 'Sweden', Count: 250 },
    { Country: 'Netherlands', Count: 240 },
    { Country: 'Denmark', Count: 200 },
    { Country: 'Belgium', Count: 150 },
    { Country: 'Finland', Count: 120 },
    { Country: 'Norway', Count: 110 },
    { Country: 'Switzerland', Count: 100 },
    { Country: 'Luxembourg', Count: 0 },
  ];

  it('keeps countries with an image, most opportunities first, at most 9', () => {
    expect(gridCountries(counts).map((c) => c.Country)).toEqual([
      'United Kingdom',
      'Germany',
      'France',
      'Sweden',
      'Netherlands',
      'Denmark',
      'Belgium',
      'Finland',
      'Norway',
    ]);
  });

  it('leaves out countries without opportunities', () => {
    expect(gridCountries([{ Country: 'Luxembourg', Count: 0 }])).toEqual([]);
  });

  it('names the country image by the country name', () => {
    expect(countryImagePath('United Kingdom')).toBe('/api/images/country/United%20Kingdom.png');
  });
});

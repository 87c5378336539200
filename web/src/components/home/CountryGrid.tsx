// Countries with their opportunity counts. Links are plain anchors: the spec asks for a full page
// load into the country's listing.
import { useQuery } from '@tanstack/react-query';
import { countryCounts } from '../../api/opportunities.ts';
import { listingPath } from '@phd/contracts/paths';
import { Spinner } from '../ui/Spinner.tsx';
import { countryImagePath, gridCountries } from './country-grid.ts';

export function CountryGrid() {
  const counts = useQuery(countryCounts());
  const countries = gridCountries(counts.data ?? []);
  return (
    <section aria-labelledby="country-grid-title" className="space-y-4">
      <h2 id="country-grid-title" className="text-2xl font-bold text-slate-900">
        PhD Opportunities by Country
      </h2>
      {counts.isPending ? (
        <Spinner label="Loading countries" />
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
          {countries.map((c) => (
            <li key={c.Country}>
              <a
                href={listingPath({ category: 'standard', country: c.Country })}
                data-testid="country-tile"
                className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <img
                  src={countryImagePath(c.Country)}
                  alt=""
                  loading="lazy"
                  width={320}
                  height={200}
                  className="aspect-[16/10] w-full bg-slate-100 object-cover"
                />
                <span className="flex flex-col p-3">
                  <span className="font-semibold text-slate-900 group-hover:text-brand-700">{c.Country}</span>
                  <span className="text-sm text-slate-600">
                    {c.Count.toLocaleString('en-US')} {c.Count === 1 ? 'opportunity' : 'opportunities'}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { listingPath } from '@phd/contracts/paths';

export function MoreOpportunities({ country, university }: { country: string; university: string }) {
  const link = 'text-brand-600 font-medium underline hover:text-brand-900';
  return (
    <nav
      aria-label="More opportunities"
      className="flex flex-col gap-2 rounded-xl bg-white p-6 shadow-sm md:flex-row md:gap-8"
    >
      <Link to={listingPath({ category: 'standard', country })} className={link}>
        More opportunities in {country}
      </Link>
      <Link to={listingPath({ category: 'standard', country, university })} className={link}>
        More opportunities at {university}
      </Link>
    </nav>
  );
}

// The breadcrumb bar (spec section 2): a home icon on the first item; under 768 px a long trail keeps
// its first and last items and the last label is cut shorter.
import { Link } from 'react-router-dom';
import { LAST_LABEL_MAX, truncateLabel, visibleCrumbs, type Crumb } from './breadcrumbs.ts';
import { ChevronIcon, HomeIcon } from './icons.tsx';
import { useMediaQuery, WIDE_CARD_QUERY } from './use-media-query.ts';

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const wide = useMediaQuery(WIDE_CARD_QUERY);
  const shown = visibleCrumbs(items, !wide);
  const max = wide ? LAST_LABEL_MAX.wide : LAST_LABEL_MAX.narrow;
  return (
    <nav aria-label="Breadcrumb" className="rounded-lg bg-white px-4 py-2.5 text-sm shadow-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-slate-600">
        {shown.map((item, index) => {
          const first = index === 0;
          const last = index === shown.length - 1;
          const label = last ? truncateLabel(item.label, max) : item.label;
          return (
            <li key={item.href} className="flex min-w-0 items-center gap-1.5">
              {!first && <ChevronIcon className="h-3.5 w-3.5 text-slate-400" />}
              {last ? (
                <span aria-current="page" title={item.label} className="font-medium text-slate-900">
                  {first && <HomeIcon className="mr-1 inline h-4 w-4 align-[-2px]" />}
                  {label}
                </span>
              ) : (
                <Link to={item.href} className="flex items-center gap-1 text-brand-600 hover:underline">
                  {first && <HomeIcon />}
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

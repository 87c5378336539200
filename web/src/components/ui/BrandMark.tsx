import { PRODUCT_NAME } from '@phd/contracts/brand';

/** The logo: a mortarboard on a navy tile, then the product name (the name is the accessible text). */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8 shrink-0">
        <rect width="32" height="32" rx="8" className={inverted ? 'fill-white' : 'fill-brand-700'} />
        <path
          d="M16 8 5 13l11 5 11-5-11-5Zm-6 7.5V20c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5L16 18l-6-2.5Zm15-2v6"
          className={inverted ? 'fill-brand-700 stroke-brand-700' : 'fill-white stroke-white'}
          strokeWidth="1"
          strokeLinejoin="round"
        />
      </svg>
      <span className={`text-lg font-bold tracking-tight ${inverted ? 'text-white' : 'text-brand-900'}`}>
        {PRODUCT_NAME}
      </span>
    </span>
  );
}

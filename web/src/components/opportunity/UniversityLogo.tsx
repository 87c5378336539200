// A university's logo from the images API; when it cannot be loaded, the university's name instead
// (spec section 2, card and detail page).
import { useState } from 'react';
import { universityImagePath } from '@phd/contracts/seo';

export interface UniversityLogoProps {
  university: string;
  /** Size classes of the image and of the text fallback's box. */
  className?: string;
  /** A versioned path (the recruiter's `logo_url`), else the images API's path for the name. */
  src?: string | null;
}

export function UniversityLogo({ university, className = 'h-14 w-14', src }: UniversityLogoProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        data-testid="logo-fallback"
        className={`flex shrink-0 items-center justify-center rounded-lg bg-brand-50 p-1 text-center text-xs font-semibold break-words text-brand-700 ${className}`}
      >
        {university}
      </span>
    );
  }
  return (
    <img
      src={src || universityImagePath(university)}
      alt={`${university} logo`}
      loading="lazy"
      width={64}
      height={64}
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-lg border border-slate-200 bg-white object-contain ${className}`}
    />
  );
}

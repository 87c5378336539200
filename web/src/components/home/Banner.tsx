// The home page's banner image: drawn inline (an SVG of a campus skyline) so it costs no request.
import { TAGLINE } from '@phd/contracts/brand';

export function Banner() {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600">
      <svg
        role="img"
        aria-label={`Graduation cap over a university skyline: ${TAGLINE}`}
        viewBox="0 0 1200 240"
        preserveAspectRatio="xMidYMid slice"
        className="block h-32 w-full md:h-48"
      >
        <g fill="#ffffff" opacity="0.12">
          <rect x="80" y="130" width="120" height="110" />
          <rect x="110" y="90" width="60" height="40" />
          <polygon points="100,90 140,55 180,90" />
          <rect x="260" y="150" width="180" height="90" />
          <rect x="300" y="110" width="24" height="40" />
          <rect x="376" y="110" width="24" height="40" />
          <rect x="820" y="120" width="140" height="120" />
          <polygon points="810,120 890,70 970,120" />
          <rect x="1000" y="160" width="140" height="80" />
        </g>
        <g transform="translate(600 110)">
          <polygon points="-120,0 0,-50 120,0 0,50" fill="#d97706" />
          <path d="M-70 22 v40 c0 20 140 20 140 0 v-40 l-70 28z" fill="#b45309" />
          <line x1="110" y1="4" x2="110" y2="70" stroke="#fde68a" strokeWidth="5" />
          <circle cx="110" cy="74" r="8" fill="#fde68a" />
        </g>
      </svg>
    </div>
  );
}

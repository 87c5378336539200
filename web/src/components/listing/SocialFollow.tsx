// The social-follow block after the listing and on the detail page (spec section 2).
import { useId } from 'react';
import { trackEvent } from '../../analytics/track.ts';
import { SOCIAL_NETWORKS } from './social-networks.ts';

export function SocialFollow() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-brand-900 p-6 text-white" data-testid="social-follow">
      <h2 id={headingId} className="text-lg font-semibold">
        Follow us for new PhD opportunities
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {SOCIAL_NETWORKS.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackEvent('Social Click', 'Social', network.name)}
              className="flex flex-col items-center rounded-lg bg-white/10 px-3 py-4 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              <span className="text-2xl font-bold">{network.followers}</span>
              <span className="text-sm">{network.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

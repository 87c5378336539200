import { trackEvent } from '../../analytics/track.ts';
import { shareLinks } from './share-links.ts';

export function ShareBar({ title, url }: { title: string; url: string }) {
  return (
    <section aria-labelledby="share-title" className="flex flex-wrap items-center gap-3">
      <h2 id="share-title" className="text-sm font-semibold text-slate-800">
        Share this opportunity
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks(title, url).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => trackEvent('Share', 'Social', link.network)}
              className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Share on {link.network}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

// "RSS" beside the listing's heading: the feed of new openings for the filters on screen.
export function FeedLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      type="application/rss+xml"
      title="Subscribe to new openings for this search (RSS)"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-md border border-orange-300 bg-white px-2.5 py-1 text-sm font-medium text-orange-700 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zM4 4a16 16 0 0 1 16 16h-3A13 13 0 0 0 4 7z" />
      </svg>
      RSS
    </a>
  );
}

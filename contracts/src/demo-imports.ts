// Where the demo serves its sample import files (issue 31, docs/imports.md "Trying it offline"): the
// product itself serves a CSV and an RSS feed, so an import can be tried without another server. The
// web imports these paths for its "Try it with the sample" hint; the gateway serves them only while
// the demo is on (SEED_DEMO) and never in production.

/** The page that lists the sample feed's items, each with "Remove from the feed" / "Put back". */
export const DEMO_IMPORTS_PAGE = '/demo/imports';
/** A CSV to upload: positions at the demo recruiter's university, one row refused (its closing date has passed). */
export const SAMPLE_POSITIONS_CSV_PATH = `${DEMO_IMPORTS_PAGE}/sample-positions.csv`;
/** An RSS 2.0 feed to register as a URL source: positions at the demo university site's university. */
export const SAMPLE_FEED_PATH = `${DEMO_IMPORTS_PAGE}/sample-feed.xml`;

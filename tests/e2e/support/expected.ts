// Expected texts the specs compute on their own, independently of the app's code.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The deadline's long English date (spec section 4), e.g. "31 March 2026", for unix seconds. */
export const longDate = (seconds: number) => LONG_DATE.format(new Date(seconds * 1000));

// How the statistics write shares and durations.

const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/** A share from 0 to 1 as a percentage. */
export const percentText = (rate: number) => PERCENT.format(rate);

/** Days as the API rounds them (one decimal). */
export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

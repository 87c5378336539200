// The listing's "Minimum stipend" filter (issue 29): a yearly figure of at least an amount in one
// currency. The server compares the stipend in a year in the posting's own currency and converts
// nothing, so the filter always names its currency, and the address carries both or neither.
import { LISTING_FILTERS } from '@phd/contracts/listing-filters';

export interface StipendMinimum {
  /** A whole number. */
  amount: number;
  /** ISO 4217. */
  currency: string;
}

/** The currencies offered: those the catalogue's postings pay in most, by region. */
export const STIPEND_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'DKK',
  'NOK',
  'SGD',
  'HKD',
  'JPY',
  'KRW',
] as const;

const MIN_PARAM = LISTING_FILTERS.stipendMin.param;
const CURRENCY_PARAM = LISTING_FILTERS.stipendCurrency.param;

/** The filter from the address, when both of its parameters are there and well formed. */
export function readStipendMinimum(params: URLSearchParams): StipendMinimum | undefined {
  const amount = params.get(MIN_PARAM)?.trim() ?? '';
  const currency = params.get(CURRENCY_PARAM)?.trim().toUpperCase() ?? '';
  if (!/^\d{1,9}$/.test(amount) || !/^[A-Z]{3}$/.test(currency)) return undefined;
  return { amount: Number(amount), currency };
}

/** Sets the filter in the query string, or takes it out (undefined). */
export function applyStipend(params: URLSearchParams, value: StipendMinimum | undefined): void {
  if (!value) {
    params.delete(MIN_PARAM);
    params.delete(CURRENCY_PARAM);
    return;
  }
  params.set(MIN_PARAM, String(value.amount));
  params.set(CURRENCY_PARAM, value.currency);
}

/** "€30,000 a year". */
export function stipendMinimumText({ amount, currency }: StipendMinimum): string {
  const figure = new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    amount,
  );
  return `${figure} a year`;
}

/** The amount typed into the panel's box, as a whole number; undefined when blank or not one. */
export function readStipendAmount(text: string): number | undefined {
  const digits = text.replace(/[\s,.'’]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

// "Minimum stipend" on the Filters panel (issue 29): a currency and a whole amount a year. The amount
// applies when the box is left or Enter is pressed (not on every key, which would reload the listing
// mid-number); a new currency applies at once when an amount is there. Emptying the box clears it.
import { useId, useState } from 'react';
import type { FilterChange } from './listing-url.ts';
import { readStipendAmount, STIPEND_CURRENCIES, type StipendMinimum } from './stipend-filter.ts';

const FIELD =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/** Key it on the address's value, so a chip removed or a cleared panel resets what is typed. */
export function StipendFilter(props: { value?: StipendMinimum; onChange: (change: FilterChange) => void }) {
  const { value, onChange } = props;
  const currencyId = useId();
  const amountId = useId();
  const hintId = useId();
  const [currency, setCurrency] = useState<string>(value?.currency ?? STIPEND_CURRENCIES[0]);
  const [text, setText] = useState(value ? String(value.amount) : '');

  const apply = (nextCurrency: string, nextText: string) => {
    const amount = readStipendAmount(nextText);
    if (nextText.trim() === '') {
      if (value) onChange({ kind: 'stipend' });
      return;
    }
    if (amount === undefined) return;
    if (value && value.amount === amount && value.currency === nextCurrency) return;
    onChange({ kind: 'stipend', value: { amount, currency: nextCurrency } });
  };

  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">Minimum stipend</legend>
      <div className="flex gap-2">
        <label htmlFor={currencyId} className="sr-only">
          Stipend currency
        </label>
        <select
          id={currencyId}
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value);
            apply(event.target.value, text);
          }}
          className={FIELD}
        >
          {[...new Set([...STIPEND_CURRENCIES, currency])].map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <label htmlFor={amountId} className="sr-only">
          Minimum stipend per year
        </label>
        <input
          id={amountId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 20000"
          aria-describedby={hintId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => apply(currency, text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(currency, text);
          }}
          className={`${FIELD} w-full min-w-0`}
        />
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        Per year, in the currency the position pays in
      </p>
    </fieldset>
  );
}

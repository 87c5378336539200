// The keyword box; its text lives in the address as ?q= once submitted.
import { useId, useState } from 'react';

export function KeywordSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(initial);
  const inputId = useId();
  return (
    <form
      role="search"
      className="flex min-w-0 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Search by keyword
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by keyword, e.g. machine learning"
        className="w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Search
      </button>
    </form>
  );
}

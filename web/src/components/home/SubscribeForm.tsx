// The newsletter form (spec section 4, "Subscribe form"; section 8, "Subscribe"): idle, submitting,
// then the success message (with a reminder to confirm the e-mailed link: double opt-in) or the error,
// which comes from the answer's error field or a failed call.
import { useId, useState, type FormEvent } from 'react';
import { newsletterApi } from '../../api/newsletter.ts';

type State = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

export const SUBSCRIBED = 'Subscribed successfully!';
export const CHECK_INBOX = 'Please check your inbox and click the link we sent to confirm your address.';

export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ kind: 'submitting' });
    try {
      const answer = await newsletterApi.subscribe(email.trim());
      // Success only when a message is present (spec section 8).
      if (answer?.message) {
        setState({ kind: 'success' });
        setEmail('');
      } else setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    }
  };

  const submitting = state.kind === 'submitting';
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-900 p-6 text-white md:p-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Get new PhD opportunities every week
      </h2>
      <p className="mt-2 text-brand-100">Subscribe to our weekly e-mail update. Unsubscribe at any time.</p>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-3 md:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-white/30 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:outline-2 focus:outline-accent-500"
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-accent-600 px-6 py-3 font-semibold text-white hover:bg-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
        >
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </form>
      <div aria-live="polite" className="mt-3 min-h-6">
        {state.kind === 'success' && (
          <div role="status">
            <p className="font-medium text-emerald-200">{SUBSCRIBED}</p>
            {/* Double opt-in: nothing is sent until the address is confirmed. */}
            <p className="text-brand-100">{CHECK_INBOX}</p>
          </div>
        )}
        {state.kind === 'error' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-medium text-red-800">
            {state.message}
          </p>
        )}
      </div>
    </section>
  );
}

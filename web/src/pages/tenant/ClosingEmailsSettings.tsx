// "Closing e-mails" in a university site's settings (issue 32, docs/closing-notices.md): how many days
// (0 to 30) a closed position's undecided applicants wait for their closing e-mail, so reviewers can
// finish. There is no "off": the loop always closes. The rule is the contract's own input schema.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getClosingNoticeDelay, saveClosingNoticeDelay } from '@phd/contracts/endpoints/tenant-site';
import { closingNoticeDelayInput } from '@phd/contracts/input/staff';
import { call } from '../../api/call.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import type { Outcome } from '../recruiter/form-state.ts';

const QUERY_KEY = ['staff', 'closing-notice-delay'];

export function ClosingEmailsSettings() {
  const delay = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => call(getClosingNoticeDelay, {}, { signal }) });
  return (
    <section aria-labelledby="closing-emails" className="space-y-4 rounded-xl bg-white p-5 shadow">
      <h2 id="closing-emails" className="text-lg font-semibold text-brand-900">
        Closing e-mails
      </h2>
      <p className="text-slate-700">
        Applicants with no decision are told when a position closes. Wait up to 30 days to finish reviewing.
      </p>
      {delay.isPending ? (
        <Spinner label="Loading the closing e-mail delay..." />
      ) : delay.isError ? (
        <Notice tone="error">{serverMessage(delay.error, 'The closing e-mail delay could not be loaded.')}</Notice>
      ) : (
        <DelayForm initial={delay.data.delay_days} />
      )}
    </section>
  );
}

function DelayForm({ initial }: { initial: number }) {
  const client = useQueryClient();
  const [value, setValue] = useState(String(initial));
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const parsed = closingNoticeDelayInput.safeParse({ delay_days: value.trim() === '' ? NaN : Number(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await call(saveClosingNoticeDelay, { body: parsed.data });
      client.setQueryData(QUERY_KEY, { delay_days: answer.delay_days });
      setOutcome({ tone: 'success', text: answer.message });
    } catch (failure) {
      setOutcome({ tone: 'error', text: serverMessage(failure, 'The closing e-mail delay could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <TextField
        label="Days to wait after a position closes"
        hint="0 sends them at once. Positions already closed keep the date they were given."
        type="number"
        inputMode="numeric"
        min={0}
        max={30}
        step={1}
        className="max-w-xs"
        name="delay_days"
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving...' : 'Save closing e-mails'}
      </Button>
    </form>
  );
}

// "Delete my account": what will happen, then a confirmation step where the candidate types DELETE.
// On success the caller is told (onDeleted) and the cached account data is dropped: the session has
// ended on the server, so the page shows the outcome to someone now signed out.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION } from '@phd/contracts/endpoints/candidate-data';
import { deleteAccount, type AccountDeleted } from '../../api/data-rights.ts';
import { USER_QUERY_KEY } from '../../api/user.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TextField } from '../../components/ui/TextField.tsx';

const DANGER_BUTTON =
  'inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';

export function DeleteSection({ onDeleted }: { onDeleted: (answer: AccountDeleted) => void }) {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: (answer) => {
      onDeleted(answer);
      client.removeQueries();
      client.setQueryData(USER_QUERY_KEY, null);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate();
  };
  return (
    <section
      aria-labelledby="delete-heading"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="delete-heading" className="text-xl font-semibold text-red-800">
        Delete my account
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          Your account, profile, stored CVs, saved positions, preferences, alerts and tracked applications are erased,
          with your newsletter subscription and messages you sent us from the same address.
        </li>
        <li>Your applications on PhD Finder are erased, with their files.</li>
        <li>
          Your applications on university sites are erased too, unless the university must keep its records for a while
          (a retention period or a legal hold): then your name, contact details and files are removed and we tell you
          when the rest goes.
        </li>
        <li>You are signed out everywhere. This cannot be undone: download your data first if you want a copy.</li>
      </ul>
      {!confirming ? (
        <button type="button" className={`${DANGER_BUTTON} mt-4 w-full sm:w-auto`} onClick={() => setConfirming(true)}>
          Delete my account...
        </button>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4">
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            hint="In capital letters."
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          {erase.isError && <Notice tone="error">{erase.error.message}</Notice>}
          <div className="flex flex-col gap-3 sm:flex-row">
            <button
              type="submit"
              className={DANGER_BUTTON}
              disabled={typed.trim() !== DELETE_CONFIRMATION || erase.isPending}
            >
              {erase.isPending ? 'Deleting...' : 'Delete my account for good'}
            </button>
            <Button variant="secondary" onClick={() => (setConfirming(false), setTyped(''))} disabled={erase.isPending}>
              Keep my account
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

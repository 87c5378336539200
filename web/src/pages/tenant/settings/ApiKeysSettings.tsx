// "API keys" in a university site's settings (issue 33, docs/api-keys.md): the owner makes keys for the
// site's own systems (an HR system), sees each key once, and revokes them. Only owners see this section
// (the calls answer 403 to anyone else). The form's rules are the contract's own input schema.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { apiKeyInput, API_KEY_NAME_MAX, type ApiKeyScope } from '@phd/contracts/endpoints/api-keys';
import { apiKeysApi, type ApiKey } from '../../../api/api-keys.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { CopyField } from './CopyField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { FOCUS_RING } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { dateTime } from '../review/review-format.ts';

const QUERY_KEY = ['staff', 'api-keys'];

const SCOPES: { value: ApiKeyScope; label: string; hint: string }[] = [
  { value: 'read', label: 'Read', hint: 'Lists and reads applicants, positions and settings; cannot change anything.' },
  {
    value: 'write',
    label: 'Write',
    hint: 'Reads and also changes (statuses, comments, positions) as an admin, in your name.',
  },
];

export function ApiKeysSettings() {
  const client = useQueryClient();
  const keys = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => apiKeysApi.list(signal) });
  const [made, setMade] = useState<{ value: string; name: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const revoke = useMutation({
    mutationFn: (id: string) => apiKeysApi.revoke(id),
    onSuccess: (answer) => {
      setOutcome({ tone: 'success', text: answer.message });
      void client.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => setOutcome({ tone: 'error', text: serverMessage(failure, 'The key could not be revoked.') }),
  });

  return (
    <section aria-labelledby="api-keys" className="space-y-4 rounded-xl bg-white p-5 shadow">
      <h2 id="api-keys" className="text-lg font-semibold text-brand-900">
        API keys
      </h2>
      <p className="text-slate-700">
        Your university’s systems (an HR system, a report) can call this site’s API with a key. A key acts in your name;
        read keys can only read.
      </p>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {made && <NewKey {...made} onDone={() => setMade(null)} />}
      {keys.isPending ? (
        <Spinner label="Loading the API keys..." />
      ) : keys.isError ? (
        <Notice tone="error">{serverMessage(keys.error, 'The API keys could not be loaded.')}</Notice>
      ) : keys.data.data.length === 0 ? (
        <p className="text-slate-600">No API keys yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="API keys">
          {keys.data.data.map((key) => (
            <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
          ))}
        </ul>
      )}
      <CreateKeyForm
        onCreated={(key, name) => {
          setOutcome(null);
          setMade({ value: key, name });
          void client.invalidateQueries({ queryKey: QUERY_KEY });
        }}
      />
      <Modal
        open={revoking !== null}
        title="Revoke this API key?"
        onClose={() => setRevoking(null)}
        actions={
          <>
            <Button variant="secondary" data-initial-focus onClick={() => setRevoking(null)}>
              Keep
            </Button>
            <Button
              onClick={() => {
                if (revoking) revoke.mutate(revoking.id);
                setRevoking(null);
              }}
            >
              Revoke
            </Button>
          </>
        }
      >
        <p>
          Every system using “{revoking?.name}” ({revoking?.prefix}…) is refused from now on. This cannot be undone:
          make a new key if it is needed again.
        </p>
      </Modal>
    </section>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const revokedAt = apiKey.revoked_at;
  const revoked = revokedAt !== null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className={revoked ? 'text-slate-500' : 'text-slate-800'}>
        <p className="font-medium">
          {apiKey.name} <span className="font-mono text-sm">{apiKey.prefix}…</span>{' '}
          <span className="rounded bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
            {apiKey.scope === 'read' ? 'Read' : 'Write'}
          </span>
          {revokedAt && <span className="ml-2 text-sm text-red-700">Revoked {dateTime(revokedAt)}</span>}
        </p>
        <p className="text-sm text-slate-600">
          Made by {apiKey.created_by.name} on {dateTime(apiKey.created_at)} · Last used{' '}
          {apiKey.last_used_at ? dateTime(apiKey.last_used_at) : 'never'}
        </p>
      </div>
      {!revoked && (
        <Button
          variant="secondary"
          className="px-3 py-1 text-sm"
          onClick={onRevoke}
          aria-label={`Revoke ${apiKey.name}`}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** The key, this once: it is not stored, so closing this panel loses it. */
function NewKey({ value, name, onDone }: { value: string; name: string; onDone: () => void }) {
  return (
    <div
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
      role="region"
      aria-label="New API key"
    >
      <p className="text-sm text-slate-800">Copy it now and keep it somewhere safe: you will not see it again.</p>
      <CopyField label={`The key “${name}”`} value={value} copyLabel="Copy the key" />
      <Button variant="secondary" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: string, name: string) => void }) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = apiKeyInput.safeParse({ name, scope });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      const answer = await apiKeysApi.create(parsed.data);
      setName('');
      setScope('read');
      onCreated(answer.key, answer.data.name);
    } catch (caught) {
      setFailure(serverMessage(caught, 'The key could not be made.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-brand-900">Make a key</h3>
      {failure && <Notice tone="error">{failure}</Notice>}
      <TextField
        label="Name"
        hint="What uses it, so you know which key to revoke (e.g. “HR system”)."
        name="name"
        maxLength={API_KEY_NAME_MAX}
        className="max-w-md"
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <fieldset aria-labelledby={legend} className="space-y-2">
        <legend id={legend} className="font-medium text-slate-800">
          Scope
        </legend>
        {SCOPES.map((option) => (
          <label key={option.value} className="flex items-start gap-2">
            <input
              type="radio"
              name="scope"
              value={option.value}
              checked={scope === option.value}
              onChange={() => setScope(option.value)}
              className={`mt-1 ${FOCUS_RING}`}
            />
            <span>
              <span className="font-medium text-slate-800">{option.label}</span>
              <span className="block text-sm text-slate-600">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? 'Making the key...' : 'Make key'}
      </Button>
    </form>
  );
}

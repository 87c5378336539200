// "Webhooks" in a university site's settings (issue 33, docs/webhooks.md): the owner registers addresses
// of the site's own systems for events, sees each signing secret once (at creation and on rotation),
// disables, deletes, sends a test event, and reads each endpoint's deliveries with their tries and
// answers, resending one when the receiver missed it. Only owners see this section (others get 403).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  createEndpointInput,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type WebhookEvent,
} from '@phd/contracts/endpoints/webhooks';
import { webhooksApi } from '../../../api/webhooks.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { serverMessage } from '../../../layout/server-message.ts';
import { CopyField } from './CopyField.tsx';

const QUERY_KEY = ['staff', 'webhooks'];

type Endpoint = Awaited<ReturnType<typeof webhooksApi.list>>['data'][number];

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

export function WebhooksSettings() {
  const client = useQueryClient();
  const endpoints = useQuery({ queryKey: QUERY_KEY, queryFn: ({ signal }) => webhooksApi.list(signal) });
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: QUERY_KEY });
  const act = useMutation({
    mutationFn: (run: () => Promise<{ message: string; secret?: string; data?: unknown }>) => run(),
    onSuccess: (answer) => {
      setOutcome({ tone: 'success', text: answer.message });
      refresh();
    },
    onError: (failure) => setOutcome({ tone: 'error', text: serverMessage(failure, 'That did not work.') }),
  });

  return (
    <section aria-labelledby="webhooks" className="space-y-4 rounded-xl bg-white p-5 shadow">
      <h2 id="webhooks" className="text-lg font-semibold text-brand-900">
        Webhooks
      </h2>
      <p className="text-slate-700">
        Your university’s systems can be told when positions and applicants change: each event is sent, signed, to the
        HTTPS addresses you register here, and retried for about a day when the receiver is away.
      </p>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      {secret && (
        <div
          className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
          role="region"
          aria-label="Signing secret"
        >
          <CopyField label={`Signing secret for ${secret.url}`} value={secret.value} />
          <p className="text-sm text-slate-800">Copy it now and keep it somewhere safe: you will not see it again.</p>
          <Button variant="secondary" onClick={() => setSecret(null)}>
            I have copied it
          </Button>
        </div>
      )}
      {endpoints.isPending ? (
        <Spinner label="Loading the webhooks..." />
      ) : endpoints.isError ? (
        <Notice tone="error">{serverMessage(endpoints.error, 'The webhooks could not be loaded.')}</Notice>
      ) : endpoints.data.data.length === 0 ? (
        <p className="text-slate-600">No webhook endpoints yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Webhook endpoints">
          {endpoints.data.data.map((endpoint) => (
            <EndpointRow
              key={endpoint.id}
              endpoint={endpoint}
              onToggle={() => act.mutate(() => webhooksApi.setEnabled(endpoint.id, !endpoint.enabled))}
              onPing={() => act.mutate(() => webhooksApi.ping(endpoint.id))}
              onRotate={() =>
                act.mutate(async () => {
                  const answer = await webhooksApi.rotate(endpoint.id);
                  setSecret({ url: endpoint.url, value: answer.secret });
                  return answer;
                })
              }
              onDelete={() => setDeleting(endpoint)}
            />
          ))}
        </ul>
      )}
      <AddEndpointForm
        onCreated={(url, value) => {
          setOutcome(null);
          setSecret({ url, value });
          refresh();
        }}
      />
      <Modal
        open={deleting !== null}
        title="Delete this webhook endpoint?"
        onClose={() => setDeleting(null)}
        actions={
          <>
            <Button variant="secondary" data-initial-focus onClick={() => setDeleting(null)}>
              Keep
            </Button>
            <Button
              onClick={() => {
                const id = deleting?.id;
                if (id) act.mutate(() => webhooksApi.remove(id));
                setDeleting(null);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        <p>Nothing more is sent to {deleting?.url}, and its delivery log goes with it.</p>
      </Modal>
    </section>
  );
}

function EndpointRow(props: {
  endpoint: Endpoint;
  onToggle: () => void;
  onPing: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const { endpoint } = props;
  const [open, setOpen] = useState(false);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className={endpoint.enabled ? 'text-slate-800' : 'text-slate-500'}>
          <p className="font-mono text-sm break-all">{endpoint.url}</p>
          {endpoint.description && <p className="text-sm">{endpoint.description}</p>}
          <p className="text-sm text-slate-600">
            {endpoint.enabled ? 'Enabled' : 'Disabled'} ·{' '}
            {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={props.onPing} disabled={!endpoint.enabled}>
            Send test
          </Button>
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={props.onToggle}>
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button variant="secondary" className="px-3 py-1 text-sm" onClick={props.onRotate}>
            Rotate secret
          </Button>
          <Button
            variant="secondary"
            className="px-3 py-1 text-sm"
            onClick={props.onDelete}
            aria-label={`Delete ${endpoint.url}`}
          >
            Delete
          </Button>
        </div>
      </div>
      {open && <Deliveries endpointId={endpoint.id} />}
    </li>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const client = useQueryClient();
  const key = [...QUERY_KEY, endpointId, 'deliveries'];
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => webhooksApi.deliveries(endpointId, signal) });
  const resend = useMutation({
    mutationFn: (deliveryId: string) => webhooksApi.resend(endpointId, deliveryId),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
  });
  if (list.isPending) return <Spinner label="Loading the deliveries..." />;
  if (list.isError)
    return <Notice tone="error">{serverMessage(list.error, 'The deliveries could not be loaded.')}</Notice>;
  if (list.data.data.length === 0) return <p className="text-sm text-slate-600">Nothing sent yet.</p>;
  return (
    <div className="space-y-2">
      {resend.isError && (
        <Notice tone="error">{serverMessage(resend.error, 'The delivery could not be resent.')}</Notice>
      )}
      <ul className="space-y-2 text-sm" aria-label="Deliveries">
        {list.data.data.map((delivery) => {
          const last = delivery.attempt_log[0];
          return (
            <li key={delivery.id} className="rounded border border-slate-200 p-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <strong>{delivery.event}</strong> · {when(delivery.created_at)} ·{' '}
                  <span className={delivery.status === 'failed' ? 'text-red-700' : undefined}>{delivery.status}</span>
                  {' · '}
                  {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}
                  {last && ` · last answer ${last.response_status ?? last.error ?? 'none'}`}
                  {delivery.next_attempt_at && ` · next try ${when(delivery.next_attempt_at)}`}
                </span>
                <Button
                  variant="secondary"
                  className="px-3 py-1 text-sm"
                  onClick={() => resend.mutate(delivery.id)}
                  aria-label={`Resend ${delivery.event} of ${when(delivery.created_at)}`}
                >
                  Resend
                </Button>
              </div>
              {delivery.attempt_log.length > 0 && (
                <details>
                  <summary className="cursor-pointer text-slate-600">Tries</summary>
                  <ul className="mt-1 space-y-1">
                    {delivery.attempt_log.map((attempt) => (
                      <li key={attempt.id} className="font-mono text-xs break-all">
                        {when(attempt.created_at)} · {attempt.response_status ?? '—'} · {attempt.duration_ms} ms
                        {attempt.error && ` · ${attempt.error}`}
                        {attempt.response_body && ` · ${attempt.response_body.slice(0, 200)}`}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function AddEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['applicant.received', 'applicant.status_changed']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const legend = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createEndpointInput.safeParse({ url, description, events });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
    setBusy(true);
    setError(null);
    try {
      const answer = await webhooksApi.create({ url, description, events });
      setUrl('');
      setDescription('');
      onCreated(answer.data.url, answer.secret);
    } catch (failure) {
      setError(serverMessage(failure, 'The endpoint could not be added.'));
    } finally {
      setBusy(false);
    }
  };
  const toggle = (name: WebhookEvent) =>
    setEvents((list) => (list.includes(name) ? list.filter((e) => e !== name) : [...list, name]));
  return (
    <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4" aria-label="Add a webhook endpoint">
      <h3 className="font-semibold text-slate-900">Add an endpoint</h3>
      {error && <Notice tone="error">{error}</Notice>}
      <TextField
        label="URL"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        placeholder="https://hr.example.edu/phd-finder"
      />
      <TextField label="Description (optional)" value={description} onChange={(e) => setDescription(e.target.value)} />
      <fieldset aria-labelledby={legend} className="space-y-1">
        <legend id={legend} className="font-medium text-slate-800">
          Events
        </legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" checked={events.includes(name)} onChange={() => toggle(name)} />
            {WEBHOOK_EVENT_LABELS[name]} <span className="font-mono text-xs text-slate-500">{name}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? 'Adding…' : 'Add endpoint'}
      </Button>
    </form>
  );
}

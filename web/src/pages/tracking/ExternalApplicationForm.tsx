// The small form for an application made elsewhere: adding one, or editing one already tracked. The
// server's sentence ("URL must be an https:// address") is shown as it comes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { refreshTracking, trackingApi, type ExternalApplication, type ExternalFields } from '../../api/tracking.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { INPUT_CLASS, RequiredLegend, TextField } from '../../components/ui/TextField.tsx';
import { EXTERNAL_NOTES_MAX } from '@phd/contracts/input/candidate-tracking';
import { StatusSelect } from './StatusSelect.tsx';
import { today } from './tracking-rules.ts';

const blank = (): ExternalFields => ({
  title: '',
  university: '',
  url: '',
  applied_on: today(),
  deadline: '',
  status: 'applied',
  notes: '',
});

const fieldsOf = (a: ExternalApplication): ExternalFields => ({
  title: a.title,
  university: a.university,
  url: a.url ?? '',
  applied_on: a.applied_on,
  deadline: a.deadline ?? '',
  status: a.status,
  notes: a.notes,
});

export function ExternalApplicationForm({
  editing,
  onDone,
}: {
  /** The application being edited; a new one when absent. */
  editing?: ExternalApplication;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [fields, setFields] = useState<ExternalFields>(() => (editing ? fieldsOf(editing) : blank()));
  const ids = { status: useId(), notes: useId() };
  const save = useMutation({
    mutationFn: () => (editing ? trackingApi.change(editing.id, fields) : trackingApi.add(fields)),
    onSuccess: async () => {
      await refreshTracking(client);
      onDone();
    },
  });
  const set = (name: keyof ExternalFields) => (e: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.title}` : 'Add an application made elsewhere'}
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm sm:p-6"
    >
      <RequiredLegend />
      {save.error && <Notice tone="error">{save.error.message}</Notice>}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Position" required maxLength={300} value={fields.title} onChange={set('title')} />
        <TextField label="University" maxLength={200} value={fields.university ?? ''} onChange={set('university')} />
        <TextField
          label="Link to the position"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.url ?? ''}
          onChange={set('url')}
          className="md:col-span-2"
        />
        <TextField label="Applied on" type="date" required value={fields.applied_on} onChange={set('applied_on')} />
        <TextField label="Deadline" type="date" value={fields.deadline ?? ''} onChange={set('deadline')} />
        <div>
          <label htmlFor={ids.status} className="font-medium text-slate-800">
            Status
          </label>
          <StatusSelect
            id={ids.status}
            value={fields.status ?? 'applied'}
            onChange={(status) => setFields((current) => ({ ...current, status }))}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={ids.notes} className="font-medium text-slate-800">
            Notes
          </label>
          <textarea
            id={ids.notes}
            rows={3}
            maxLength={EXTERNAL_NOTES_MAX}
            value={fields.notes}
            onChange={set('notes')}
            className={`${INPUT_CLASS} border-slate-300`}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Save changes' : 'Add application'}
        </Button>
      </div>
    </form>
  );
}

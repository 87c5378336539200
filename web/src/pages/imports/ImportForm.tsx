// "Import positions" (issue 31): choose a file or a URL, preview it (a dry run on the server: nothing
// is stored), fix the columns' fields if need be (each change previews again), then confirm, which
// stores the source and queues its first run. A refusal from the API shows beside the form, which
// keeps what the person typed.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ImportMapping as Mapping, ImportPreview as Preview, ImportsApi } from '../../api/imports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { plural, SCHEDULE_LABELS } from './import-labels.ts';
import { ImportPreview } from './ImportPreview.tsx';
import {
  defaultName,
  EMPTY_SOURCE,
  fileFormat,
  ImportSourceFields,
  typedDefaults,
  type SourceDraft,
} from './ImportSourceFields.tsx';

export function ImportForm({
  api,
  onCreated,
  onCancel,
}: {
  api: ImportsApi;
  onCreated: (message: string) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<SourceDraft>(EMPTY_SOURCE);
  // Only the columns the person chose by hand: the others keep mapping themselves by their header.
  const [mapping, setMapping] = useState<Mapping>({});
  const [name, setName] = useState<string | null>(null);
  // The last preview stays on screen while a column's new field is read again, so the select the
  // person just changed keeps its place and focus; a new source or a failure clears it.
  const [read, setRead] = useState<Preview | null>(null);

  const preview = useMutation({
    mutationFn: (chosen: Mapping): Promise<Preview> => {
      const shared = { mapping: Object.keys(chosen).length ? chosen : undefined, defaults: typedDefaults(draft) };
      if (draft.mode === 'file') {
        if (!draft.file) return Promise.reject(new Error('Choose a CSV or XLSX file first.'));
        return api.preview({ file: draft.file, format: fileFormat(draft.file), ...shared });
      }
      return api.previewUrl({ url: draft.url.trim(), format: draft.format || undefined, ...shared });
    },
    onSuccess: setRead,
    onError: () => setRead(null),
  });

  const create = useMutation({
    mutationFn: (read: Preview) => {
      const shared = {
        name: (name ?? defaultName(draft)).trim(),
        mapping: Object.keys(mapping).length ? mapping : undefined,
        defaults: typedDefaults(draft),
      };
      if (draft.mode === 'file' && draft.file)
        return api.upload({ file: draft.file, format: fileFormat(draft.file), ...shared });
      // "Let us tell" is settled by the preview: the source keeps the format its content showed.
      return api.create({
        url: draft.url.trim(),
        format: draft.format || read.format,
        schedule: draft.schedule,
        ...shared,
      });
    },
    onSuccess: (answer) => onCreated(answer.message),
  });

  /** Another source, or other defaults: the preview no longer says what would happen. */
  const change = (next: Partial<SourceDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    if (next.file !== undefined || next.url !== undefined || next.mode !== undefined) setMapping({});
    preview.reset();
    create.reset();
    setRead(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    preview.mutate(mapping);
  };
  const remap = (header: string, target: Mapping[string]) => {
    const next = { ...mapping, [header]: target };
    setMapping(next);
    create.reset();
    preview.mutate(next);
  };

  const failure = preview.isError
    ? serverMessage(preview.error, preview.error instanceof Error ? preview.error.message : 'The preview failed.')
    : create.isError
      ? serverMessage(create.error, 'The import could not be saved.')
      : null;

  return (
    <div className="import-form space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <form onSubmit={submit} aria-label="Import positions" className="space-y-4">
        <h2 className="text-xl font-semibold text-brand-900">Import positions</h2>
        <ImportSourceFields api={api} draft={draft} onChange={change} />
        {failure && <Notice tone="error">{failure}</Notice>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={preview.isPending}>
            {preview.isPending ? 'Reading...' : 'Preview'}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>

      {read && (
        <>
          <ImportPreview preview={read} onMapping={remap} busy={preview.isPending} />
          <form
            aria-label="Confirm the import"
            className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate(read);
            }}
          >
            <TextField
              className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
              label="Name on your list"
              value={name ?? defaultName(draft)}
              maxLength={200}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <Button
              type="submit"
              disabled={create.isPending || preview.isPending || (draft.mode === 'file' && read.publishable === 0)}
            >
              {create.isPending ? 'Importing...' : `Import ${plural(read.publishable, 'position')}`}
            </Button>
            {draft.mode === 'url' && (
              <p className="w-full text-sm text-slate-600">
                Then read again {SCHEDULE_LABELS[draft.schedule].toLowerCase()}: new positions are added, changed ones
                updated, and one gone from the source for two runs in a row closes.
              </p>
            )}
          </form>
        </>
      )}
    </div>
  );
}

// "Import positions" (issue 31): choose a file or a URL, preview it (a dry run on the server: nothing
// is stored), fix the columns' fields if need be (each change previews again), then confirm, which
// stores the source and queues its first run. A file named as one of the owner's uploads is most
// likely its new version: the form says so and, unless the person keeps it as a new import, previews
// it with that import's saved columns and updates it (its positions updated, not imported twice). A
// refusal from the API shows beside the form, which keeps what the person typed.
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type {
  ImportMapping as Mapping,
  ImportPreview as Preview,
  ImportSource,
  ImportsApi,
  OwnedImportSource,
} from '../../api/imports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { plural, SCHEDULE_LABELS } from './import-labels.ts';
import { NEW_VERSION_HINT } from './ImportNewVersion.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import {
  defaultName,
  EMPTY_SOURCE,
  fileFormat,
  ImportSourceFields,
  typedDefaults,
  type SourceDraft,
} from './ImportSourceFields.tsx';

type Listed = ImportSource & { owner?: OwnedImportSource['owner'] };

/** The owner's upload whose file had this name (the newest first, as the list is); the admin's own only. */
export function sameFileUpload(sources: readonly Listed[], fileName: string): ImportSource | undefined {
  return sources.find((s) => s.kind === 'upload' && s.file_name === fileName && (!s.owner || s.owner.kind === 'main'));
}

export function ImportForm({
  api,
  sources = [],
  onCreated,
  onCancel,
}: {
  api: ImportsApi;
  /** The owner's sources as listed: a file named as one of its uploads is offered as its new version. */
  sources?: readonly Listed[];
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
  // Whether a file named as an existing upload updates it (the default) or becomes an import of its own.
  const [keepNew, setKeepNew] = useState(false);
  const match = draft.mode === 'file' && draft.file ? sameFileUpload(sources, draft.file.name) : undefined;
  const updating = match && !keepNew ? match : undefined;
  /** The columns a preview and the update read: the import's saved ones, with those chosen here over them. */
  const columns = (chosen: Mapping, into = updating): Mapping => ({ ...(into?.mapping as Mapping), ...chosen });

  const preview = useMutation({
    mutationFn: ({ chosen, into }: { chosen: Mapping; into?: ImportSource }): Promise<Preview> => {
      const mapping = columns(chosen, into);
      const shared = {
        mapping: Object.keys(mapping).length ? mapping : undefined,
        defaults: typedDefaults(draft) ?? into?.defaults,
      };
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
    mutationFn: (read: Preview): Promise<{ message: string }> => {
      const shared = {
        name: (name ?? defaultName(draft)).trim(),
        mapping: Object.keys(mapping).length ? mapping : undefined,
        defaults: typedDefaults(draft),
      };
      if (draft.mode === 'file' && draft.file && updating)
        // Columns and defaults left alone stay as the import saved them.
        return api.replaceFile(updating.id, {
          file: draft.file,
          format: fileFormat(draft.file),
          mapping: Object.keys(mapping).length ? columns(mapping) : undefined,
          defaults: shared.defaults,
        });
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
    if (next.file !== undefined || next.url !== undefined || next.mode !== undefined) {
      setMapping({});
      setKeepNew(false);
    }
    preview.reset();
    create.reset();
    setRead(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.reset();
    preview.mutate({ chosen: mapping, into: updating });
  };
  const remap = (header: string, target: Mapping[string]) => {
    const next = { ...mapping, [header]: target };
    setMapping(next);
    create.reset();
    preview.mutate({ chosen: next, into: updating });
  };
  /** Update the import or keep a new one: the preview reads the file again with that one's columns. */
  const chooseUpdate = (update: boolean) => {
    setKeepNew(!update);
    create.reset();
    preview.mutate({ chosen: mapping, into: update ? match : undefined });
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
            {match && (
              <fieldset className="w-full rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
                <legend className="px-1 font-medium">
                  Your import “{match.name}” was uploaded from a file with this name.
                </legend>
                <div className="mt-1 flex flex-col gap-2">
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="import-same-file"
                      checked={!keepNew}
                      onChange={() => chooseUpdate(true)}
                    />
                    Update the import “{match.name}” instead
                  </label>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="radio"
                      name="import-same-file"
                      checked={keepNew}
                      onChange={() => chooseUpdate(false)}
                    />
                    Keep it as a new import
                  </label>
                </div>
                {!keepNew && <p className="mt-2 text-sm">{NEW_VERSION_HINT}</p>}
              </fieldset>
            )}
            {!updating && (
              <TextField
                className="w-full min-w-0 sm:w-auto sm:max-w-sm sm:flex-1"
                label="Name on your list"
                value={name ?? defaultName(draft)}
                maxLength={200}
                required
                onChange={(event) => setName(event.target.value)}
              />
            )}
            <Button
              type="submit"
              disabled={create.isPending || preview.isPending || (draft.mode === 'file' && read.publishable === 0)}
            >
              {create.isPending
                ? updating
                  ? 'Updating...'
                  : 'Importing...'
                : `${updating ? 'Update' : 'Import'} ${plural(read.publishable, 'position')}`}
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

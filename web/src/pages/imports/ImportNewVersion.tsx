// "Upload a new version" on an upload source's card (issue 31, docs/imports.md "Uploads"): the person
// chooses the spreadsheet again, sees it previewed with the source's saved columns (the same preview as
// a new import; a column changed there is saved with the new version), and confirms. The source then
// reads the new file: a changed row updates its position, a new row adds one, a row gone counts as
// missing, instead of every row being imported a second time.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ImportDefaults,
  ImportMapping as Mapping,
  ImportPreview as Preview,
  ImportSource,
  ImportsApi,
} from '../../api/imports.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { serverMessage } from '../../layout/server-message.ts';
import { plural } from './import-labels.ts';
import { ImportPreview } from './ImportPreview.tsx';
import { FILE_TYPES, fileFormat } from './ImportSourceFields.tsx';

/** What a new version says when its rows are confirmed: rows gone from the file are not closed at once. */
export const NEW_VERSION_HINT =
  'Rows are matched by their reference or link: changed ones are updated, new ones added, and a position whose row is gone closes when the next version is without it too.';

export function ImportNewVersion({
  source,
  api,
  onDone,
  onCancel,
}: {
  source: ImportSource;
  api: ImportsApi;
  /** The API's message once the new version is stored and its run queued. */
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  // The columns changed here, laid over the saved ones; nothing changed keeps the saved mapping as it is.
  const [changed, setChanged] = useState<Mapping>({});
  const [read, setRead] = useState<Preview | null>(null);
  const saved = source.mapping as Mapping;
  const defaults = source.defaults as ImportDefaults;

  const preview = useMutation({
    mutationFn: ({ chosen, columns }: { chosen: File; columns: Mapping }) =>
      api.preview({ file: chosen, format: fileFormat(chosen), mapping: { ...saved, ...columns }, defaults }),
    onSuccess: setRead,
    onError: () => setRead(null),
  });
  const replace = useMutation({
    mutationFn: (chosen: File) =>
      api.replaceFile(source.id, {
        file: chosen,
        format: fileFormat(chosen),
        mapping: Object.keys(changed).length ? { ...saved, ...changed } : undefined,
      }),
    onSuccess: (answer) => onDone(answer.message),
  });

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setChanged({});
    setRead(null);
    replace.reset();
    if (chosen) preview.mutate({ chosen, columns: {} });
    else preview.reset();
  };
  const remap = (header: string, target: Mapping[string]) => {
    if (!file) return;
    const next = { ...changed, [header]: target };
    setChanged(next);
    replace.reset();
    preview.mutate({ chosen: file, columns: next });
  };
  const failure = preview.isError
    ? serverMessage(preview.error, 'The file could not be read.')
    : replace.isError
      ? serverMessage(replace.error, 'The new version could not be saved.')
      : null;

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 p-3" data-testid="import-new-version">
      <TextField
        label={`New version of ${source.file_name ?? 'the file'}`}
        type="file"
        accept={FILE_TYPES}
        hint="The same spreadsheet, changed: it is read with this import’s columns, which you can still change below."
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      {preview.isPending && !read && <p className="text-sm text-slate-700">Reading...</p>}
      {failure && <Notice tone="error">{failure}</Notice>}
      {read && file && (
        <>
          <ImportPreview preview={read} onMapping={remap} busy={preview.isPending} />
          <form
            aria-label="Confirm the new version"
            className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4"
            onSubmit={(event) => {
              event.preventDefault();
              replace.mutate(file);
            }}
          >
            <p className="w-full text-sm text-slate-600">{NEW_VERSION_HINT}</p>
            <Button type="submit" disabled={replace.isPending || preview.isPending || read.publishable === 0}>
              {replace.isPending ? 'Updating...' : `Update ${plural(read.publishable, 'position')}`}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </form>
        </>
      )}
      {!read && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}

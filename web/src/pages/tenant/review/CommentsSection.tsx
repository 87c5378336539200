// Comments on an applicant: add one (an @name of a colleague e-mails them a link here), delete your
// own (owners and admins may delete any, as the API allows).
import { useId, useState, type FormEvent } from 'react';
import type { ApplicantComment } from '../../../api/applicants.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FOCUS_RING } from '../../../components/ui/styles.ts';
import { dateTime, personName } from './review-format.ts';

export function CommentsSection({
  comments,
  userId,
  canDeleteAny,
  busy,
  onAdd,
  onDelete,
}: {
  comments: ApplicantComment[];
  userId: string;
  canDeleteAny: boolean;
  busy: boolean;
  /** Resolves once the comment is saved, so the field empties only then. */
  onAdd: (comment: string) => Promise<unknown>;
  onDelete: (commentId: string) => void;
}) {
  const fieldId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await onAdd(text.trim());
      setText('');
    } catch {
      // The screen's notice says what went wrong; the text stays for another try.
    }
  };

  return (
    <section aria-labelledby="review-comments-heading">
      <h3 id="review-comments-heading" className="font-semibold text-slate-900">
        Comments ({comments.length})
      </h3>
      {comments.length > 0 && (
        <ul className="mt-2 space-y-3">
          {comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-medium">{personName(comment.author)}</span>{' '}
                  <span className="text-slate-600">{dateTime(comment.created_at)}</span>
                </span>
                {(comment.author?.id === userId || canDeleteAny) && (
                  <button
                    type="button"
                    onClick={() => onDelete(comment.id)}
                    disabled={busy}
                    className={`text-xs text-red-700 underline ${FOCUS_RING}`}
                  >
                    Delete<span className="sr-only"> comment by {personName(comment.author)}</span>
                  </button>
                )}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{comment.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
        <label htmlFor={fieldId} className="block text-sm text-slate-700">
          Add a comment
        </label>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          rows={3}
          maxLength={5000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`w-full rounded-lg border border-slate-300 px-3 py-2 text-sm ${FOCUS_RING}`}
        />
        <p id={hintId} className="text-xs text-slate-600">
          Mention a colleague with @ and their name (e.g. @Ada Lovelace): they get an e-mail with a link to this
          applicant.
        </p>
        <Button type="submit" variant="secondary" className="!px-3 !py-1 text-sm" disabled={busy || !text.trim()}>
          Add comment
        </Button>
      </form>
    </section>
  );
}

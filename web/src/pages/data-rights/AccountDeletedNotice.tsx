// What the page says once the account is gone: done, signed out, and for each university-site
// application the university must keep for a while, when it will go.
import { Link } from 'react-router-dom';
import type { AccountDeleted } from '../../api/data-rights.ts';
import { PRIMARY_BUTTON } from '../../components/ui/styles.ts';

export function AccountDeletedNotice({ answer }: { answer: AccountDeleted }) {
  return (
    <div role="status" className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-brand-900">Your account was deleted</h1>
      <p className="mt-2 text-slate-700">
        You are signed out. Your profile, files, saved positions and applications are gone
        {answer.erased.files > 0
          ? `, with ${answer.erased.files} stored file${answer.erased.files === 1 ? '' : 's'}`
          : ''}
        .
      </p>
      {answer.kept.length > 0 && (
        <div className="mt-4">
          <h2 className="font-semibold text-slate-900">Kept for now, without your name or contact details</h2>
          <ul className="mt-2 space-y-2">
            {answer.kept.map((k, i) => (
              <li key={i} className="rounded-lg bg-slate-50 p-3 text-slate-700">
                <span className="font-medium text-slate-900">
                  {k.site}
                  {k.position ? `: ${k.position}` : ''}
                </span>
                <span className="block">{k.when}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to="/" className={`${PRIMARY_BUTTON} mt-6 w-full sm:w-auto`}>
        Back to PhD Finder
      </Link>
    </div>
  );
}

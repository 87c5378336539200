// Under a Smart Pick: why it was picked (the preferences it matched, the words it shares with what the
// candidate saved or wrote) and "Not for me", which takes it out of the list at once and teaches the
// next ranking (issue 32: the transparency the EU's rules ask of automated job matching).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { choicesApi, RECOMMENDATION_SETTINGS_KEY } from '../../api/recommendation-choices.ts';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { serverMessage } from '../../layout/server-message.ts';

export interface PickWhyDetails {
  preferences: string[];
  words: string[];
  words_from: 'saved' | 'comments' | null;
}

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`).join(', ');

/** The sentence a candidate reads: "Matches your preferred country Germany; shares “reefs” with your comments". */
export function whySentence(why: PickWhyDetails): string {
  const parts: string[] = [];
  if (why.preferences.length > 0) parts.push(`matches your preferred ${why.preferences.join(', ')}`);
  if (why.words.length > 0) {
    const source = why.words_from === 'comments' ? 'your comments' : 'positions you saved';
    parts.push(`shares ${quoted(why.words)} with ${source}`);
  }
  if (parts.length === 0) return 'Recent and open to you';
  const sentence = parts.join('; ');
  return sentence[0]!.toUpperCase() + sentence.slice(1);
}

export function PickWhy({ opportunityId, why }: { opportunityId: string; why?: PickWhyDetails }) {
  const client = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () => choicesApi.dismiss(opportunityId),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['recommendations'] }),
        client.invalidateQueries({ queryKey: RECOMMENDATION_SETTINGS_KEY }),
      ]),
  });
  return (
    <div className="flex flex-col gap-2 rounded-b-xl border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      {why && (
        <p className="text-slate-700">
          <span className="font-medium text-slate-900">Why this pick: </span>
          {whySentence(why)}
        </p>
      )}
      <div className="flex shrink-0 items-center gap-3">
        {dismiss.isError && (
          <span role="alert" className="text-red-800">
            {serverMessage(dismiss.error, 'That did not work. Please try again.')}
          </span>
        )}
        <button
          type="button"
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
          className={`rounded-lg px-2 py-1 font-medium text-slate-700 underline underline-offset-2 hover:text-brand-900 disabled:opacity-60 ${FOCUS_RING}`}
        >
          {dismiss.isPending ? 'Removing...' : 'Not for me'}
        </button>
      </div>
    </div>
  );
}

// Ratings, 1 to 4 with an optional note. Scores are independent: the colleagues' ratings and the
// average show only once you have rated, and the screen says so.
import { useId, useState, type FormEvent } from 'react';
import type { ApplicantDetail } from '../../../api/applicants.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { FOCUS_RING } from '../../../components/ui/styles.ts';
import { PanelScorecards } from './PanelScorecards.tsx';
import { averageText, personName, shortDate } from './review-format.ts';
import { ScorecardForm } from './ScorecardForm.tsx';

export const SCORE_LABELS = ['', 'Poor', 'Fair', 'Good', 'Excellent'] as const;
export const RATINGS_HIDDEN = 'Colleagues’ ratings stay hidden until you rate, so every score is independent.';
export const SCORECARDS_HIDDEN =
  'Colleagues’ scorecards stay hidden until you submit yours, so every score is independent.';

export function RatingSection({
  applicant,
  userId,
  busy,
  onRate,
}: {
  applicant: ApplicantDetail;
  userId: string;
  busy: boolean;
  /** A score 1-4, or a scorecard's scores by criterion where the opportunity has one. */
  onRate: (rating: number | Record<string, number>, note: string) => void;
}) {
  const noteId = useId();
  const mine = applicant.my_rating;
  const [score, setScore] = useState(mine?.score ?? 0);
  const [note, setNote] = useState(mine?.note ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score >= 1) onRate(score, note);
  };
  const others = mine ? applicant.ratings.filter((rating) => rating.reviewer?.id !== userId) : [];
  const criteria = applicant.scorecard ?? [];

  // Issue 34: where the opportunity has criteria, the rating is a scorecard.
  if (criteria.length > 0) {
    return (
      <section aria-labelledby="review-rating-heading">
        <h3 id="review-rating-heading" className="font-semibold text-slate-900">
          Scorecard
        </h3>
        <ScorecardForm
          criteria={criteria}
          labels={SCORE_LABELS}
          initial={mine?.scores ?? null}
          initialNote={mine?.note ?? ''}
          submitted={mine !== null}
          busy={busy}
          onSubmit={(scores, text) => onRate(scores, text)}
        />
        {mine ? (
          <PanelScorecards criteria={criteria} ratings={applicant.ratings} rating={applicant.rating} />
        ) : (
          <p className="mt-3 text-sm text-slate-600">{SCORECARDS_HIDDEN}</p>
        )}
      </section>
    );
  }

  return (
    <section aria-labelledby="review-rating-heading">
      <h3 id="review-rating-heading" className="font-semibold text-slate-900">
        Ratings
      </h3>
      <form onSubmit={submit} className="mt-2 space-y-2">
        <fieldset>
          <legend className="text-sm text-slate-700">{mine ? 'Your rating' : 'Rate this applicant'}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {[1, 2, 3, 4].map((n) => (
              <label
                key={n}
                className={`flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm ${
                  score === n ? 'border-brand-700 bg-brand-50' : 'border-slate-300'
                }`}
              >
                <input type="radio" name="score" value={n} checked={score === n} onChange={() => setScore(n)} />
                {n} {SCORE_LABELS[n]}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={noteId} className="block text-sm text-slate-700">
            Note (optional)
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={2000}
            onChange={(event) => setNote(event.target.value)}
            className={`mt-1 w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm ${FOCUS_RING}`}
          />
        </div>
        <Button type="submit" variant="secondary" className="!px-3 !py-1 text-sm" disabled={busy || score < 1}>
          {mine ? 'Update rating' : 'Save rating'}
        </Button>
      </form>
      {mine ? (
        <div className="mt-3 text-sm">
          {applicant.rating && (
            <p className="font-medium">
              Average {averageText(applicant.rating.average)} of 4 from {applicant.rating.count}{' '}
              {applicant.rating.count === 1 ? 'rating' : 'ratings'}
            </p>
          )}
          {others.length === 0 ? (
            <p className="text-slate-600">No colleague has rated this applicant yet.</p>
          ) : (
            <ul aria-label="Colleagues’ ratings" className="mt-1 space-y-1">
              {others.map((rating, index) => (
                <li key={`${rating.reviewer?.id ?? 'former'}-${index}`}>
                  <span className="font-medium">{personName(rating.reviewer)}</span>: {rating.score} (
                  {SCORE_LABELS[rating.score] ?? ''}), {shortDate(rating.updated_at)}
                  {rating.note && <span className="block text-slate-700">“{rating.note}”</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{RATINGS_HIDDEN}</p>
      )}
    </section>
  );
}

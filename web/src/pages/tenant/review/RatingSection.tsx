// Ratings, 1 to 4 with an optional note. Scores are independent: the colleagues' ratings and the
// average show only once you have rated, and the screen says so.
import { useState, type FormEvent } from 'react';
import type { ApplicantDetail } from '../../../api/applicants.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { PanelScorecards } from './PanelScorecards.tsx';
import { averageText, personName, shortDate } from './review-format.ts';
import { ScorecardForm } from './ScorecardForm.tsx';
import { RatingNote, SCORE_LABELS, ScoreChoices } from './ScoreFields.tsx';

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
          <ScoreChoices name="score" value={score} onChange={setScore} />
        </fieldset>
        <RatingNote value={note} onChange={setNote} />
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

// The selected applicant beside the list (on phones, instead of it, with a way back): contact details,
// the resume, the status, ratings, comments, the status history and the resume's audit trail.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { APPLICANTS_KEY, applicantsApi } from '../../../api/applicants.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { FOCUS_RING, TEXT_LINK } from '../../../components/ui/styles.ts';
import { serverMessage } from '../../../layout/server-message.ts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { CommentsSection } from './CommentsSection.tsx';
import { ConflictSection } from './ConflictSection.tsx';
import { HistorySection } from './HistorySection.tsx';
import { InterviewSection } from './InterviewSection.tsx';
import { RatingSection } from './RatingSection.tsx';
import { ReferencesSection } from './ReferencesSection.tsx';
import { ResumeSection } from './ResumeSection.tsx';
import { BlindBadge } from './BlindBadge.tsx';
import { RevealIdentity } from './RevealIdentity.tsx';
import { shortDate } from './review-format.ts';
import { StatusControl } from './StatusControl.tsx';
import type { ReviewActions } from './useReviewActions.ts';

export const applicantKey = (id: string) => [...APPLICANTS_KEY, 'detail', id] as const;

interface PanelProps {
  applicantId: string;
  stageNames: Record<ApplicantStatus, string>;
  userId: string;
  canDeleteAny: boolean;
  actions: ReviewActions;
  onStatus: (stage: ApplicantStatus, name: string) => void;
  onBack: () => void;
}

/** Below this width the panel replaces the list (the `lg` breakpoint). */
const NARROW = '(max-width: 1023px)';

export function ApplicantPanel({
  applicantId,
  stageNames,
  userId,
  canDeleteAny,
  actions,
  onStatus,
  onBack,
}: PanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detail = useQuery({
    queryKey: applicantKey(applicantId),
    queryFn: ({ signal }) => applicantsApi.get(applicantId, signal).then((answer) => answer.data),
    // Every read records a "viewed" access: no reads the reviewer did not ask for.
    refetchOnWindowFocus: false,
  });
  const loaded = detail.data?.id;
  useEffect(() => {
    // On a phone the list just gave way to the applicant: the reader starts at the name.
    if (loaded && window.matchMedia?.(NARROW).matches) headingRef.current?.focus();
  }, [loaded]);
  const back = (
    <button type="button" onClick={onBack} className={`lg:hidden ${TEXT_LINK}`}>
      ← Back to the applicants
    </button>
  );

  if (detail.isPending)
    return (
      <>
        {back}
        <Spinner label="Loading the applicant..." />
      </>
    );
  if (detail.isError || !detail.data) {
    return (
      <div className="space-y-3">
        {back}
        <Notice tone="error">
          {serverMessage(detail.error, 'This applicant could not be loaded. They may have been removed.')}
        </Notice>
        <button type="button" onClick={() => void detail.refetch()} className={TEXT_LINK}>
          Try again
        </button>
      </div>
    );
  }

  const applicant = detail.data;
  return (
    <article aria-labelledby="review-applicant-name" className="space-y-6">
      <header className="space-y-2">
        {back}
        <h2
          id="review-applicant-name"
          ref={headingRef}
          tabIndex={-1}
          className={`text-xl font-bold text-brand-900 ${FOCUS_RING}`}
        >
          {applicant.name}
        </h2>
        {applicant.blind && (
          <div className="flex flex-wrap items-center gap-2">
            <BlindBadge />
            <RevealIdentity key={applicant.id} applicantId={applicant.id} />
          </div>
        )}
        <p className="text-sm text-slate-700">
          {applicant.stage} · applied {shortDate(applicant.created_at)}
          {applicant.source && ` · ${applicant.source.replace(/_/g, ' ')}`}
        </p>
        {/* The position closed with no decision for them: they were told (issue 32, closing notices). */}
        {applicant.closing_notice_at && (
          <p className="text-sm text-slate-700">Closing e-mail sent on {shortDate(applicant.closing_notice_at)}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {applicant.email && (
            <>
              <dt className="text-slate-600">E-mail</dt>
              <dd className="min-w-0 break-words">
                <a href={`mailto:${applicant.email}`} className={TEXT_LINK}>
                  {applicant.email}
                </a>
              </dd>
            </>
          )}
          {applicant.phone && (
            <>
              <dt className="text-slate-600">Phone</dt>
              <dd>
                <a href={`tel:${applicant.phone}`} className={TEXT_LINK}>
                  {applicant.phone}
                </a>
              </dd>
            </>
          )}
          {applicant.country && (
            <>
              <dt className="text-slate-600">Country</dt>
              <dd>{applicant.country}</dd>
            </>
          )}
        </dl>
      </header>
      <StatusControl
        status={applicant.status}
        stageNames={stageNames}
        busy={actions.status.isPending}
        onChoose={(stage) => onStatus(stage, applicant.name)}
      />
      <ResumeSection
        applicant={applicant}
        downloading={actions.download.isPending}
        onDownload={() =>
          applicant.resume && actions.download.mutate({ id: applicant.id, filename: applicant.resume.filename })
        }
      />
      <ReferencesSection key={`references-${applicant.id}`} applicant={applicant} />
      <RatingSection
        key={applicant.id}
        applicant={applicant}
        userId={userId}
        busy={actions.rate.isPending}
        onRate={(score, note) => actions.rate.mutate({ score, note })}
      />
      <CommentsSection
        key={`comments-${applicant.id}`}
        comments={applicant.comments}
        userId={userId}
        canDeleteAny={canDeleteAny}
        busy={actions.comment.isPending || actions.deleteComment.isPending}
        onAdd={(text) => actions.comment.mutateAsync(text)}
        onDelete={(commentId) => actions.deleteComment.mutate(commentId)}
      />
      <InterviewSection key={`interview-${applicant.id}`} applicant={applicant} userId={userId} />
      <HistorySection applicant={applicant} stageNames={stageNames} />
      <ConflictSection
        applicantId={applicant.id}
        name={applicant.name}
        conflicts={applicant.conflicts ?? []}
        onDeclared={() => onBack()}
      />
    </article>
  );
}

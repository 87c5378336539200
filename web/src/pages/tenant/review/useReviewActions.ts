// What a reviewer does on the review screen, as mutations: each says what happened (the screen's live
// region) or what went wrong (its notice), and refreshes the list and the open applicant.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { APPLICANTS_KEY, applicantsApi } from '../../../api/applicants.ts';
import type { ApplicantStatus } from '@phd/contracts/applicant-statuses';
import { serverMessage } from '../../../layout/server-message.ts';
import { saveFile } from './save-file.ts';

export interface Feedback {
  announce: (text: string) => void;
  fail: (text: string) => void;
}

export function useReviewActions(applicantId: string | null, { announce, fail }: Feedback) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: APPLICANTS_KEY });
  const failed = (fallback: string) => (error: unknown) => fail(serverMessage(error, fallback));

  const status = useMutation({
    mutationFn: ({
      ids,
      stage,
      notify,
    }: {
      ids: string[];
      stage: ApplicantStatus;
      notify: boolean;
      stageName: string;
    }) =>
      ids.length === 1
        ? applicantsApi.setStatus(ids[0]!, stage, notify).then(() => undefined)
        : applicantsApi.bulkStatus(ids, stage, notify).then(() => undefined),
    onSuccess: (_, { ids, stageName, notify }) => {
      const who = ids.length === 1 ? 'Applicant' : `${ids.length} applicants`;
      announce(`${who} moved to ${stageName}${notify ? ', e-mail sent' : ''}.`);
      return refresh();
    },
    onError: failed('The status could not be changed. Please try again.'),
  });

  /** A change to the open applicant: said when done, the lists refreshed. */
  const change = <V>(mutationFn: (value: V) => Promise<unknown>, done: string, fallback: string) => ({
    mutationFn,
    onSuccess: () => {
      announce(done);
      return refresh();
    },
    onError: failed(fallback),
  });

  const rate = useMutation(
    change(
      ({ score, note }: { score: number | Record<string, number>; note: string }) =>
        applicantsApi.rate(applicantId!, score, note),
      'Rating saved. Colleagues’ ratings are now shown.',
      'The rating could not be saved. Please try again.',
    ),
  );
  const comment = useMutation(
    change(
      (text: string) => applicantsApi.comment(applicantId!, text),
      'Comment added.',
      'The comment could not be added. Please try again.',
    ),
  );
  const deleteComment = useMutation(
    change(
      (commentId: string) => applicantsApi.deleteComment(applicantId!, commentId),
      'Comment deleted.',
      'The comment could not be deleted. Please try again.',
    ),
  );

  const download = useMutation({
    mutationFn: ({ id }: { id: string; filename: string }) => applicantsApi.download(id),
    onSuccess: (blob, { filename }) => {
      saveFile(blob, filename);
      return refresh(); // the audit now lists the download
    },
    onError: failed('The resume could not be downloaded. Please try again.'),
  });

  const exportCsv = useMutation({
    mutationFn: (ids: string[]) => applicantsApi.exportCsv(ids),
    onSuccess: (blob, ids) => {
      saveFile(blob, 'applicants.csv');
      announce(`${ids.length} ${ids.length === 1 ? 'applicant' : 'applicants'} exported.`);
    },
    onError: failed('The export failed. Please try again.'),
  });

  return { status, rate, comment, deleteComment, download, exportCsv };
}

export type ReviewActions = ReturnType<typeof useReviewActions>;

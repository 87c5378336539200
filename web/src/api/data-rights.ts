// A candidate's data in their hands (issue 32; docs/candidates-data.md): the latest "Download my data"
// export under ['data-export'], asking for one, and deleting the account.
import { queryOptions } from '@tanstack/react-query';
import {
  deleteAccount as deleteAccountContract,
  getDataExport,
  requestDataExport,
} from '@phd/contracts/endpoints/candidate-data';
import type { ContractResponse } from '@phd/contracts/http/contract';
import { call } from './call.ts';

export type DataExport = NonNullable<ContractResponse<typeof getDataExport>['export']>;
export type AccountDeleted = ContractResponse<typeof deleteAccountContract>;

export const dataExportKey = ['data-export'] as const;

export const dataExportQuery = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => call(getDataExport, {}, { signal }),
    select: (answer) => answer.export,
    // While the job builds the ZIP the state changes by itself: look again now and then.
    refetchInterval: (query) => (query.state.data?.export?.state === 'queued' ? 5_000 : false),
  });

export const askForExport = () => call(requestDataExport, {});

export const deleteAccount = (confirm: string) => call(deleteAccountContract, { body: { confirm } });

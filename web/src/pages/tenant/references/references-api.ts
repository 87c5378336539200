// The referee's link as the web app calls it (contracts/src/endpoints/references.ts): anonymous, as a
// staff token in the same browser has nothing to do with a referee's letter.
import {
  declineReference,
  getReferenceRequest,
  uploadReferenceLetter,
  writeReferenceLetter,
} from '@phd/contracts/endpoints/references';
import type { ContractInput } from '@phd/contracts/http/contract';
import { call } from '../../../api/call.ts';

export const referencesApi = {
  request: (token: string, signal?: AbortSignal) =>
    call(getReferenceRequest, { params: { token } }, { signal, anonymous: true }),
  /** The PDF travels as FormData (the contract names its one part, `letter`). */
  upload: (token: string, file: File) => {
    const form = new FormData();
    form.append('letter', file);
    return call(
      uploadReferenceLetter,
      { params: { token }, body: form as unknown as ContractInput<typeof uploadReferenceLetter>['body'] },
      { anonymous: true },
    );
  },
  write: (token: string, text: string) =>
    call(writeReferenceLetter, { params: { token }, body: { text } }, { anonymous: true }),
  decline: (token: string, note: string) =>
    call(declineReference, { params: { token }, body: note.trim() ? { note } : {} }, { anonymous: true }),
};

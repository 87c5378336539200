// /account/data (issue 32; docs/candidates-data.md): "Download my data" with the latest export's state,
// and "Delete my account" with its confirmation. After a deletion the user query is cleared, so the
// outcome is kept here and shown in place of the sign-in prompt.
import { useState } from 'react';
import { pageMeta } from '@phd/contracts/seo';
import type { AccountDeleted } from '../../api/data-rights.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';
import { AccountDeletedNotice } from './AccountDeletedNotice.tsx';
import { DeleteSection } from './DeleteSection.tsx';
import { DownloadSection } from './DownloadSection.tsx';

export function DataRightsPage() {
  const { user } = useCurrentUser();
  const [deleted, setDeleted] = useState<AccountDeleted | null>(null);
  return (
    <>
      <PageHead meta={pageMeta('/account/data')} />
      {deleted ? (
        <AccountDeletedNotice answer={deleted} />
      ) : user ? (
        <div className="mx-auto max-w-3xl space-y-6">
          <div>
            <h1 className="text-2xl font-bold text-brand-900">My data</h1>
            <p className="mt-1 text-slate-700">Take a copy of everything we hold about you, or delete your account.</p>
          </div>
          <DownloadSection />
          <DeleteSection onDeleted={setDeleted} />
        </div>
      ) : (
        <SignedOutPrompt what="your data" />
      )}
    </>
  );
}

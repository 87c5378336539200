// /account/applications (issue 32): being built; its helper replaces this placeholder.
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { pageMeta } from '@phd/contracts/seo';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';

export function TrackingPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHead meta={pageMeta('/account/applications')} />
      {user ? (
        <h1 className="text-2xl font-bold text-brand-900">My applications</h1>
      ) : (
        <SignedOutPrompt what="your applications" />
      )}
    </>
  );
}

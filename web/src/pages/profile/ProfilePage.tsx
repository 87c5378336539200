// /account/profile (issue 32): being built; its helper replaces this placeholder.
import { PageHead } from '../../components/seo/PageHead.tsx';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { pageMeta } from '@phd/contracts/seo';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';

export function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHead meta={pageMeta('/account/profile')} />
      {user ? (
        <h1 className="text-2xl font-bold text-brand-900">My profile</h1>
      ) : (
        <SignedOutPrompt what="your applicant profile" />
      )}
    </>
  );
}

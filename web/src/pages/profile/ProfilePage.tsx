// /account/profile (issue 32, "One applicant profile"): the profile the application form starts from,
// and the stored CVs it offers. Signed out, the sign-in prompt; while the profile loads, a spinner; if
// it cannot be loaded, a notice (the CVs load on their own, so one failing never hides the other).
import { useQuery } from '@tanstack/react-query';
import { pageMeta } from '@phd/contracts/seo';
import { profileQuery } from '../../api/profile.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCurrentUser } from '../../layout/useCurrentUser.ts';
import { SignedOutPrompt } from '../account/SignedOutPrompt.tsx';
import { CvList } from './CvList.tsx';
import { ProfileForm } from './ProfileForm.tsx';

function Profile() {
  const profile = useQuery(profileQuery());
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">My profile</h1>
        <p className="mt-1 text-slate-700">
          Fill it in once: every application form on PhD Finder starts from it, and you can still change anything for
          one application.
        </p>
      </div>
      <CvList />
      {profile.isPending ? (
        <Spinner label="Loading your profile..." />
      ) : profile.isError ? (
        <Notice tone="error">Your profile could not be loaded. Please reload the page.</Notice>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </div>
  );
}

export function ProfilePage() {
  const { user } = useCurrentUser();
  return (
    <>
      <PageHead meta={pageMeta('/account/profile')} />
      {user ? <Profile /> : <SignedOutPrompt what="your applicant profile" />}
    </>
  );
}

// The university's logo (spec section 7: POST /api/university/opportunities/upload-logo, field `logo`).
// The server checks the file by its content, resizes it and answers the new logo_url, which the cards,
// the detail page and this header then show.
import { useRef, type FormEvent } from 'react';
import { recruiterOpportunities, type RecruiterUser } from '../../api/university.ts';
import { UniversityLogo } from '../../components/opportunity/UniversityLogo.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useRememberRecruiter } from '../../layout/useRecruiter.ts';
import { OutcomeNotice } from './AuthShell.tsx';
import { useAction } from './form-state.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export function LogoCard({ recruiter }: { recruiter: RecruiterUser }) {
  const remember = useRememberRecruiter();
  const input = useRef<HTMLInputElement>(null);
  const { outcome, setOutcome, busy, run } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setOutcome({ tone: 'error', text: 'Please choose an image file to upload as the logo.' });
    if (file.size > LOGO_MAX_BYTES) return setOutcome({ tone: 'error', text: 'The logo must be smaller than 5 MB.' });
    const uploaded = await run(async () => {
      const answer = await recruiterOpportunities.uploadLogo(file);
      remember({ ...recruiter, logo_url: answer.logo_url });
      return answer;
    }, 'The logo could not be uploaded. Please try again.');
    if (uploaded && input.current) input.current.value = '';
  };

  return (
    <section aria-labelledby="logo-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="logo-title" className="font-semibold text-slate-900">
        University logo
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <UniversityLogo university={recruiter.university} src={recruiter.logo_url} className="h-16 w-16" />
        <p className="text-sm text-slate-600">Shown on your positions. PNG, JPEG, WebP or GIF, at most 5 MB.</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
        <label className="block text-sm font-medium text-slate-800">
          Logo file
          <input
            ref={input}
            type="file"
            name="logo"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-900"
          />
        </label>
        <OutcomeNotice outcome={outcome} />
        <Button type="submit" variant="secondary" disabled={busy} className="text-sm">
          {busy ? 'Uploading...' : 'Upload Logo'}
        </Button>
      </form>
    </section>
  );
}

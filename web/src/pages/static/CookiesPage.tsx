// The cookie policy: only strictly necessary cookies (exempt from consent under PECR), each listed.
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@phd/contracts/brand';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../../components/consent/consent-cookie.ts';
import { LANGUAGE_STORAGE_KEY } from '../../components/language/translation-limits.ts';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIVACY_EMAIL } from '../../components/support/contact-details.ts';
import { ScrollRegion } from '../../components/ui/ScrollRegion.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { LegalDocument, LegalSection } from './LegalDocument.tsx';

const COOKIES = [
  {
    name: 'session_id',
    purpose: 'Keeps you signed in after you sign in with Google or LinkedIn. Set only when you sign in.',
    duration: 'Until you log out, or 30 days without a visit',
  },
  {
    name: 'oidc_flow',
    purpose: 'Holds a sign-in in progress while you are at Google or LinkedIn, so nobody else can finish it.',
    duration: '10 minutes',
  },
  {
    name: '_csrf',
    purpose: 'Protects your saves, preferences and applications from forged requests by other sites.',
    duration: 'Until you close the browser',
  },
  {
    name: 'university_session_id',
    purpose: 'Keeps a university recruiter signed in to the recruiter area.',
    duration: 'Until logout or the session expires',
  },
  {
    name: CONSENT_COOKIE,
    purpose: 'Remembers that you have read this cookie notice, so it is not shown again.',
    duration: `${CONSENT_DAYS} days`,
  },
  {
    name: 'googtrans',
    purpose: 'Remembers the language you chose with the language switcher, so pages are translated into it.',
    duration: 'Until you close the browser or choose English',
  },
];

export function CookiesPage() {
  return (
    <>
      <PageHead meta={pageMeta('/cookies')} />
      <LegalDocument
        title="Cookie Policy"
        intro={
          <p>
            Cookies are small text files a website stores in your browser. {PRODUCT_NAME} uses only strictly necessary
            cookies: the ones the site needs to work as you ask it to. Under the Privacy and Electronic Communications
            Regulations (PECR) these do not require consent, which is why our cookie notice only informs you. We use no
            advertising, profiling or third-party analytics cookies.
          </p>
        }
      >
        <LegalSection title="Cookies we set">
          <ScrollRegion label="Cookies we set">
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <caption className="sr-only">Cookies used by {PRODUCT_NAME}</caption>
              <thead>
                <tr className="border-b border-slate-300 text-slate-900">
                  <th scope="col" className="py-2 pr-4">
                    Cookie
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Purpose
                  </th>
                  <th scope="col" className="py-2">
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody>
                {COOKIES.map((cookie) => (
                  <tr key={cookie.name} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pr-4 font-mono font-normal text-slate-900">
                      {cookie.name}
                    </th>
                    <td className="py-2 pr-4">{cookie.purpose}</td>
                    <td className="py-2">{cookie.duration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </LegalSection>

        <LegalSection title="Local storage">
          <p>
            Your browser&apos;s local storage keeps the language you chose (<code>{LANGUAGE_STORAGE_KEY}</code>) and,
            once you sign in, the details the site needs to keep you signed in. Nothing in it is used to track you.
          </p>
        </LegalSection>

        <LegalSection title="Page views without cookies">
          <p>
            We count page views and opportunity views in aggregate on our own servers, without cookies and without
            following you from page to page.
          </p>
        </LegalSection>

        <LegalSection title="The translation service">
          <p>
            The language switcher uses Google&apos;s translation service. When it loads, your browser contacts Google,
            which may set or read its own cookies under{' '}
            <a href="https://policies.google.com/technologies/cookies" className={TEXT_LINK} rel="noopener noreferrer">
              Google&apos;s cookie policy
            </a>
            .
          </p>
        </LegalSection>

        <LegalSection title="Managing cookies">
          <p>
            You can delete or block cookies in your browser&apos;s settings. If you block the cookies above, signing in
            and the language switcher will not work, and the cookie notice will appear on every visit.
          </p>
          <p>
            More about how we handle personal data is in our{' '}
            <Link to="/privacy-policy" className={TEXT_LINK}>
              Privacy Policy
            </Link>
            . Questions:{' '}
            <a href={`mailto:${PRIVACY_EMAIL}`} className={TEXT_LINK}>
              {PRIVACY_EMAIL}
            </a>
            .
          </p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}

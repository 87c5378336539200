// The terms of use: a free service whose listings come from universities, governed by the law of
// England and Wales.
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@phd/contracts/brand';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { CONTACT_EMAIL } from '../../components/support/contact-details.ts';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { CONTROLLER_ADDRESS, LegalDocument, LegalSection } from './LegalDocument.tsx';

export function TermsPage() {
  return (
    <>
      <PageHead meta={pageMeta('/terms')} />
      <LegalDocument
        title="Terms and Conditions"
        intro={
          <p>
            These terms govern your use of the {PRODUCT_NAME} website, run by {PRODUCT_NAME} Ltd, {CONTROLLER_ADDRESS}.
            By using the site you accept them; if you do not, please do not use the site.
          </p>
        }
      >
        <LegalSection title="1. The service">
          <p>
            {PRODUCT_NAME} helps people find PhD opportunities at universities worldwide. Searching, saving
            opportunities, receiving recommendations and applying are free for candidates, and universities and
            professors publish positions free of charge.
          </p>
        </LegalSection>

        <LegalSection title="2. Listings and their accuracy">
          <p>
            Listings are provided by universities and their recruiters, or summarised from the universities&apos; own
            public pages. The publishing university is responsible for a listing&apos;s content, including funding,
            eligibility and deadlines. We take care to keep listings current but cannot guarantee that a position is
            still open or that its details are complete or correct. Always check with the university before you rely on
            a listing, and apply through the channel it names.
          </p>
          <p>
            AI-generated summaries are a convenience only; the university&apos;s own description prevails. Decisions on
            applications are made by the universities, not by us.
          </p>
        </LegalSection>

        <LegalSection title="3. Accounts">
          <p>
            Candidates sign in with Google or LinkedIn. Recruiter accounts are for staff authorised to publish on behalf
            of their institution and must use a university e-mail address. You are responsible for activity on your
            account and must tell us at once if you believe it has been misused.
          </p>
        </LegalSection>

        <LegalSection title="4. Acceptable use">
          <p>You must not:</p>
          <ul>
            <li>publish false, misleading or discriminatory listings, or listings for positions that do not exist;</li>
            <li>use the contact form, applications or any other feature to send spam or harass anyone;</li>
            <li>copy the catalogue in bulk, or scrape or crawl the site other than as our robots.txt allows;</li>
            <li>attempt to breach our security, overload our systems or introduce malicious code;</li>
            <li>use the site for anything unlawful.</li>
          </ul>
          <p>We may remove content and suspend accounts that break these rules.</p>
        </LegalSection>

        <LegalSection title="5. Your content">
          <p>
            You keep the rights in what you submit (such as your resume or a listing). You allow us to store, display
            and transmit it as needed to run the service, for example to pass your application to the university you
            apply to. You confirm that you have the right to submit it.
          </p>
        </LegalSection>

        <LegalSection title="6. Our content and other sites">
          <p>
            The design, text and software of the site belong to us or our licensors. Links to university websites and
            other services, including the translation service behind the language switcher, are provided for
            convenience; we are not responsible for their content.
          </p>
        </LegalSection>

        <LegalSection title="7. Liability">
          <p>
            Nothing in these terms limits our liability for death or personal injury caused by our negligence, for
            fraud, or for anything else that cannot be limited by law. Otherwise, because the service is provided free
            of charge, we are not liable for any loss arising from a listing&apos;s content, from a university&apos;s
            decision, or for indirect or consequential loss, and our total liability to you is limited to £100. If you
            use the site as a consumer, your statutory rights are not affected.
          </p>
        </LegalSection>

        <LegalSection title="8. Availability and changes">
          <p>
            We may change, suspend or withdraw any part of the site, and we may update these terms. The date at the top
            shows the latest version; continuing to use the site after a change means you accept it.
          </p>
        </LegalSection>

        <LegalSection title="9. Governing law">
          <p>
            These terms are governed by the law of England and Wales, and the courts of England and Wales have
            jurisdiction. If you live in Scotland or Northern Ireland you may also bring proceedings in your local
            courts.
          </p>
        </LegalSection>

        <LegalSection title="10. Contact">
          <p>
            Questions about these terms: write to{' '}
            <a href={`mailto:${CONTACT_EMAIL}`} className={TEXT_LINK}>
              {CONTACT_EMAIL}
            </a>{' '}
            or use our{' '}
            <Link to="/contact" className={TEXT_LINK}>
              contact form
            </Link>
            .
          </p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}

// The privacy notice of a UK-based site that sets only strictly necessary cookies (UK GDPR and the
// Data Protection Act 2018), covering what the product actually collects.
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '@phd/contracts/brand';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { PRIVACY_EMAIL } from '../../components/support/contact-details.ts';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { CONTROLLER_ADDRESS, LegalDocument, LegalSection } from './LegalDocument.tsx';

const privacyMail = (
  <a href={`mailto:${PRIVACY_EMAIL}`} className={TEXT_LINK}>
    {PRIVACY_EMAIL}
  </a>
);

export function PrivacyPage() {
  return (
    <>
      <PageHead meta={pageMeta('/privacy-policy')} />
      <LegalDocument
        title="Privacy Policy"
        intro={
          <p>
            This policy explains what personal data {PRODUCT_NAME} collects when you use our website, why we collect it,
            how long we keep it and the rights you have. We process personal data in line with the UK General Data
            Protection Regulation (UK GDPR) and the Data Protection Act 2018.
          </p>
        }
      >
        <LegalSection title="1. Who we are">
          <p>
            {PRODUCT_NAME} Ltd is the controller of the personal data described in this policy. Our address is{' '}
            {CONTROLLER_ADDRESS}. For any question about your data, or to exercise your rights, write to {privacyMail}{' '}
            or to the address above.
          </p>
        </LegalSection>

        <LegalSection title="2. What we collect and why">
          <ul>
            <li>
              <strong>Contact messages.</strong> When you use the contact form we receive your name, e-mail address and
              message, and record the IP address it came from to stop abuse. We use them to answer you (our legitimate
              interest in responding to enquiries).
            </li>
            <li>
              <strong>Newsletter.</strong> If you subscribe to our weekly update we keep your e-mail address and send
              you the update on the basis of your consent. Every e-mail has an unsubscribe link, and you can withdraw
              consent at any time.
            </li>
            <li>
              <strong>Your account.</strong> When you sign in with Google or LinkedIn, the provider shares your name,
              e-mail address, profile picture and an account identifier with us. We never see your password. With your
              account we keep the opportunities you save and the preferences you set (countries, universities,
              disciplines and comments), so we can provide the service you asked for (performance of a contract).
            </li>
            <li>
              <strong>Applications.</strong> When you apply for a position through our site, we collect your name,
              e-mail address, country, phone number, resume and any comments, and share them with the university that
              published the position. That university then decides on your application and handles your data as a
              controller under its own privacy notice.
            </li>
            <li>
              <strong>University recruiters.</strong> Recruiters who create an account give us their name, university
              e-mail address, university, position and department, which we use to verify that they may publish for
              their institution.
            </li>
            <li>
              <strong>Technical data.</strong> Our servers record requests (IP address, browser type, the page asked
              for) to keep the site secure and working. We count page views and opportunity views in aggregate, without
              cookies and without building a profile of you.
            </li>
          </ul>
        </LegalSection>

        <LegalSection title="3. Cookies and local storage">
          <p>
            We use only strictly necessary cookies: a session cookie that keeps you signed in, a cookie that remembers
            you have seen our cookie notice, and the translation cookie set when you choose a language with the language
            switcher. We do not use advertising or tracking cookies. The{' '}
            <Link to="/cookies" className={TEXT_LINK}>
              Cookie Policy
            </Link>{' '}
            lists each one.
          </p>
        </LegalSection>

        <LegalSection title="4. Who we share data with">
          <ul>
            <li>The university you apply to, with the application you send it.</li>
            <li>
              Service providers who host the site, store files and send e-mail for us, under contracts that only allow
              them to act on our instructions.
            </li>
            <li>Google or LinkedIn, when you choose to sign in with them.</li>
            <li>
              Google, when you use the language switcher: the page is translated by Google&apos;s translation service,
              which receives the page&apos;s text and your IP address.
            </li>
            <li>Public authorities, where the law requires us to.</li>
          </ul>
          <p>We never sell your personal data.</p>
        </LegalSection>

        <LegalSection title="5. International transfers">
          <p>
            Some of our providers process data outside the United Kingdom. Where they do, we rely on UK adequacy
            regulations or on the International Data Transfer Agreement (or the UK Addendum to the EU standard
            contractual clauses) to keep your data protected.
          </p>
        </LegalSection>

        <LegalSection title="6. How long we keep it">
          <ul>
            <li>Contact messages: 24 months after our last reply.</li>
            <li>Newsletter: until you unsubscribe.</li>
            <li>Account data, saved opportunities and preferences: until you close your account, then 30 days.</li>
            <li>
              Applications: 12 months after the position&apos;s closing date (the university keeps its copy under its
              own policy).
            </li>
            <li>Server logs: 30 days.</li>
          </ul>
        </LegalSection>

        <LegalSection title="7. Your rights">
          <p>
            You have the right to access your personal data, to have it corrected or erased, to restrict or object to
            its use, to receive it in a portable format, and to withdraw your consent at any time where we rely on
            consent. Write to {privacyMail}; we answer within one month.
          </p>
          <p>
            If you are unhappy with how we handle your data, you can complain to the Information Commissioner&apos;s
            Office (ICO), Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF, telephone 0303 123 1113,{' '}
            <a href="https://ico.org.uk/make-a-complaint/" className={TEXT_LINK} rel="noopener noreferrer">
              ico.org.uk
            </a>
            . We would appreciate the chance to deal with your concern first.
          </p>
        </LegalSection>

        <LegalSection title="8. Security and children">
          <p>
            Data travels encrypted (HTTPS) and access to it is limited to the people who need it. Our service is meant
            for people aged 16 and over and we do not knowingly collect data about children.
          </p>
        </LegalSection>

        <LegalSection title="9. Changes to this policy">
          <p>
            We update this policy when what we do changes. The date at the top shows the latest revision; significant
            changes are announced on the site.
          </p>
        </LegalSection>
      </LegalDocument>
    </>
  );
}

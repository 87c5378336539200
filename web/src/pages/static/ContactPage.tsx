// Contact (spec section 2, "Contact"): the office's details and the message form.
import type { ReactNode } from 'react';
import { PageHead } from '../../components/seo/PageHead.tsx';
import {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  OFFICE_HOURS,
  POSTAL_ADDRESS,
} from '../../components/support/contact-details.ts';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { TEXT_LINK } from '../../components/ui/styles.ts';
import { pageMeta } from '@phd/contracts/seo';
import { ContactForm } from './ContactForm.tsx';
import { StaticPageHeader } from './StaticPageHeader.tsx';

function Detail({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
        <Icon name={icon} />
      </span>
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  return (
    <>
      <PageHead meta={pageMeta('/contact')} />
      <StaticPageHeader title="Contact Us">
        <p>Questions about a listing, publishing positions or working with us? We respond within 24-48 hours.</p>
      </StaticPageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 lg:grid-cols-5">
        <section aria-labelledby="contact-details" className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-2">
          <h2 id="contact-details" className="text-xl font-semibold text-brand-900">
            Contact details
          </h2>
          <div className="mt-6 space-y-6">
            <Detail icon="mapPin" title="Office">
              <address className="not-italic">
                {POSTAL_ADDRESS.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </Detail>
            <Detail icon="phone" title="Phone">
              <a href={CONTACT_PHONE.href} className={TEXT_LINK}>
                {CONTACT_PHONE.display}
              </a>
            </Detail>
            <Detail icon="mail" title="Email">
              <a href={`mailto:${CONTACT_EMAIL}`} className={TEXT_LINK}>
                {CONTACT_EMAIL}
              </a>
            </Detail>
            <Detail icon="clock" title="Office hours">
              <p>{OFFICE_HOURS}</p>
            </Detail>
          </div>
        </section>
        <section aria-label="Message form" className="rounded-2xl bg-white p-6 shadow-sm lg:col-span-3">
          <ContactForm />
        </section>
      </div>
    </>
  );
}

// About (spec section 2, "About"): the mission, the "Comprehensive Listings" and "Global Reach" cards,
// the About page's own figures (spec section 1: 80+ institutions, 10+ countries, 50K+ monthly
// visitors) and a contact e-mail link.
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, TAGLINE } from '@phd/contracts/brand';
import { PageHead } from '../../components/seo/PageHead.tsx';
import { CONTACT_EMAIL } from '../../components/support/contact-details.ts';
import { Icon, type IconName } from '../../components/ui/Icon.tsx';
import { PRIMARY_BUTTON, TEXT_LINK } from '../../components/ui/styles.ts';
import { listingPath } from '@phd/contracts/paths';
import { pageMeta } from '@phd/contracts/seo';
import { StaticPageHeader } from './StaticPageHeader.tsx';

const FIGURES = [
  { value: '80+', label: 'Institutions' },
  { value: '10+', label: 'Countries' },
  { value: '50K+', label: 'Monthly visitors' },
];

const CARDS: { title: string; icon: IconName; text: string }[] = [
  {
    title: 'Comprehensive Listings',
    icon: 'list',
    text: 'Funded studentships, industry-sponsored projects and positions open to international applicants, each with its supervisor, department, deadline and a short summary, so you can judge a position at a glance.',
  },
  {
    title: 'Global Reach',
    icon: 'globe',
    text: 'Openings from universities across Europe and beyond, searchable by country, university and discipline. Recruiters publish for free and reach researchers wherever they are.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageHead meta={pageMeta('/about')} />
      <StaticPageHeader title={`About ${PRODUCT_NAME}`}>
        <p>Helping future researchers {TAGLINE}.</p>
      </StaticPageHeader>

      <section aria-labelledby="mission" className="mx-auto max-w-3xl">
        <h2 id="mission" className="text-2xl font-semibold text-brand-900">
          Our mission
        </h2>
        <p className="mt-3 leading-relaxed text-slate-700">
          Finding the right PhD should not mean checking dozens of university websites every week. {PRODUCT_NAME}{' '}
          gathers doctoral openings from universities and research institutes into one searchable place, keeps them up
          to date and shows what matters: the project, the supervisor, the funding and the deadline.
        </p>
        <p className="mt-3 leading-relaxed text-slate-700">
          We believe every motivated student deserves a fair view of the opportunities available, wherever they studied
          and whoever they know. For universities and professors, publishing a position is free, so good projects reach
          the candidates who are looking for them.
        </p>
      </section>

      <section aria-label="Our reach" className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-brand-700 p-6 text-center text-white">
            <p className="text-3xl font-bold">{figure.value}</p>
            <p className="mt-1 text-sm">{figure.label}</p>
          </div>
        ))}
      </section>

      <section aria-label="What we offer" className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        {CARDS.map((card) => (
          <article key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
              <Icon name={card.icon} className="h-6 w-6" />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-brand-900">{card.title}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{card.text}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="get-in-touch" className="mx-auto mt-12 max-w-3xl text-center">
        <h2 id="get-in-touch" className="text-2xl font-semibold text-brand-900">
          Get in touch
        </h2>
        <p className="mt-3 text-slate-700">
          Questions, partnerships or a listing to correct? Write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className={TEXT_LINK}>
            {CONTACT_EMAIL}
          </a>{' '}
          or use our{' '}
          <Link to="/contact" className={TEXT_LINK}>
            contact form
          </Link>
          .
        </p>
        <Link to={listingPath({})} className={`${PRIMARY_BUTTON} mt-6`}>
          Browse PhD Openings
        </Link>
      </section>
    </>
  );
}

// @vitest-environment happy-dom
// The listing's filters on a phone (issue 28, part 3): a ticked filter shows as a removable chip above
// the list and as a count on the Filters button; "Fully Funded Only" and the Funding group's Fully
// funded are one choice; a card shows the funding on its own line, whatever the summary's length.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OpportunityCard } from '../src/components/opportunity/OpportunityCard.tsx';
import { ListingPage } from '../src/pages/listing/ListingPage.tsx';
import { fakeApi, renderPage, stubMediaQueries, type FakeRequest } from './dom.tsx';
import { opportunityCard } from './opportunity-fixture.ts';

const OPPORTUNITY = opportunityCard({
  id: '00000000-0000-4000-8000-000000000001',
  university: 'ETH Zurich',
  title: 'PhD in Glaciology',
  city: 'Zurich',
  country: 'Switzerland',
  fully_funded: true,
  funding_type: 'fully_funded',
  funding: 'CHF 47,040 a year',
  ai_summary: `${'A long summary about ice. '.repeat(20)}It ends with a doctoral salary of CHF 47,040.`,
  ai_department: 'Earth Sciences',
  link: 'phd-vacancies-eth-zurich-switzerland-phd-in-glaciology-00000000-0000-4000-8000-000000000001',
});

/** A phone: below every breakpoint, so the filters are a drawer behind the Filters button. */
function onPhone() {
  stubMediaQueries(false);
}

function listingApi() {
  const asked: URL[] = [];
  fakeApi({
    'GET /api/opportunities': ({ url }: FakeRequest) => {
      asked.push(url);
      return { data: [OPPORTUNITY], pagination: { total: 1 } };
    },
    'GET /api/countries': () => [{ country: 'Switzerland', Count: 1 }],
    'GET /api/disciplines': () => [{ ai_department: 'Earth Sciences', Count: 1 }],
  });
  return asked;
}

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

/** The unfiltered listing with its Filters drawer open. */
async function openFilters() {
  const asked = listingApi();
  const user = userEvent.setup();
  renderPage(<ListingPage />, { path: '/phd-vacancies/standard' });
  await screen.findByText('1 PhD Position');
  await user.click(filtersButton());
  return { asked, user, drawer: screen.getByRole('dialog', { name: 'Filters' }) };
}
const chips = () =>
  within(screen.getByRole('list', { name: 'Active filters' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('active filters on a phone', () => {
  beforeEach(onPhone);

  it('shows each ticked filter as a chip and their count on the Filters button; a chip removes its filter', async () => {
    listingApi();
    renderPage(<ListingPage />, { path: '/phd-vacancies/standard/Switzerland?funded=true&open=true' });
    await screen.findByText('1 PhD Position in Switzerland');
    expect(chips()).toEqual(['Switzerland', 'Fully funded', 'Open for applications']);
    expect(filtersButton().textContent).toBe('Filters3, 3 active');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove filter: Fully funded' }));
    await waitFor(() => expect(chips()).toEqual(['Switzerland', 'Open for applications']));
    expect(filtersButton().textContent).toBe('Filters2, 2 active');
  });

  it('shows no chips and a bare Filters button when nothing is filtered', async () => {
    listingApi();
    renderPage(<ListingPage />, { path: '/phd-vacancies/standard' });
    await screen.findByText('1 PhD Position');
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(filtersButton().textContent).toBe('Filters');
  });

  it('"Fully Funded Only" and Funding: Fully funded tick together and ask the server one thing', async () => {
    const { asked, user, drawer } = await openFilters();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Fully Funded Only' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: 'Fully funded' })).toHaveProperty('checked', true),
    );
    expect(asked.at(-1)!.searchParams.get('funded')).toBe('true');
    expect(asked.at(-1)!.searchParams.get('funding_type')).toBeNull();
    // Ticking another funding type leaves "only" behind: both types are asked for, the box unticks.
    await user.click(within(drawer).getByRole('checkbox', { name: 'Partially funded' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: 'Fully Funded Only' })).toHaveProperty('checked', false),
    );
    expect(asked.at(-1)!.searchParams.get('funding_type')).toBe('fully_funded,partially_funded');
    expect(chips()).toEqual(['Fully funded', 'Partially funded']);
  });
});

describe('the minimum stipend', () => {
  beforeEach(onPhone);

  it('asks for a yearly stipend of at least the amount in the chosen currency, shown as a chip that removes it', async () => {
    const { asked, user, drawer } = await openFilters();
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'Stipend currency' }), 'EUR');
    // Nothing is asked while the amount is typed; Enter applies it.
    const amount = within(drawer).getByRole('textbox', { name: 'Minimum stipend per year' });
    await user.type(amount, '30,000');
    expect(asked.at(-1)!.searchParams.get('stipend_min')).toBeNull();
    await user.type(amount, '{Enter}');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('stipend_min')).toBe('30000'));
    expect(asked.at(-1)!.searchParams.get('stipend_currency')).toBe('EUR');
    expect(chips()).toEqual(['Stipend from €30,000 a year']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Stipend from €30,000 a year' }));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('stipend_min')).toBeNull());
    expect(asked.at(-1)!.searchParams.get('stipend_currency')).toBeNull();
  });

  it('reads the filter from the address only with both of its parameters', async () => {
    const asked = listingApi();
    renderPage(<ListingPage />, { path: '/phd-vacancies/standard?stipend_min=20000' });
    await screen.findByText('1 PhD Position');
    expect(asked.at(-1)!.searchParams.get('stipend_min')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});

describe('the card', () => {
  it('shows the funding on its own line, beside a summary cut to a few lines', () => {
    renderPage(<OpportunityCard opportunity={OPPORTUNITY} />);
    expect(screen.getByTestId('funding').textContent).toBe('Funding: Fully funded · CHF 47,040 a year');
  });

  it('shows the funding type alone when the posting gives no other words, and nothing when unknown', () => {
    renderPage(<OpportunityCard opportunity={{ ...OPPORTUNITY, funding: 'Fully funded' }} />);
    expect(screen.getByTestId('funding').textContent).toBe('Funding: Fully funded');
    renderPage(
      <OpportunityCard
        opportunity={{ ...OPPORTUNITY, id: 'x', fully_funded: false, funding_type: 'unknown', funding: null }}
      />,
    );
    expect(screen.getAllByTestId('funding')).toHaveLength(1);
  });
});

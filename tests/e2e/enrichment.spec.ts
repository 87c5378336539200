/// <reference lib="dom" />
// Catalogue intelligence as a recruiter and a candidate see it (issue 17): a posting published with no
// discipline and a description naming a stipend and "UK applicants only" is read by the enrichment
// processor within seconds: its card carries a summary that mentions the funding, it is filed under
// the right discipline, and its page shows the summary panel with the stipend and eligibility.
import type { APIRequestContext } from '@playwright/test';
import type { OpportunityJson } from '@phd/contracts/public-schemas';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { demoRecruiter } from './support/recruiter-api.ts';

const DESCRIPTION =
  '<p>Applications are invited for a fully funded PhD studentship in synthetic organic chemistry, ' +
  'developing new catalytic methods for C–H activation and the synthesis of natural products.</p>' +
  '<p>The studentship covers tuition fees at the home rate and provides a tax-free stipend of £20,780 per annum ' +
  'for three and a half years.</p>' +
  '<p>Due to funding restrictions, this position is open to UK applicants only.</p>';

async function cardOf(request: APIRequestContext, word: string, id: string): Promise<OpportunityJson | undefined> {
  const response = await request.get(`/api/opportunities?q=${word}&limit=10`);
  const { data } = (await response.json()) as { data: OpportunityJson[] };
  return data.find((o) => o.id === id && o.ai_summary !== null);
}

test(
  'a new posting is summarised, filed under its discipline and its funding facts shown',
  ANY_WIDTH,
  async ({ page, request, shots }) => {
    const word = `Catalysis${Date.now().toString(36)}`;
    const recruiter = await demoRecruiter(request);
    const published = await recruiter.publish({
      title: `PhD Studentship in Organic Synthesis ${word}`,
      department: 'School of Chemistry',
      ai_department: null,
      fully_funded: false,
      description: DESCRIPTION,
    });

    let card: OpportunityJson | undefined;
    await expect
      .poll(async () => (card = await cardOf(request, word, published.id)), { timeout: 15_000 })
      .toBeDefined();
    expect(card!.ai_summary).toMatch(/funded|stipend/i);
    expect(card!.ai_department).toBe('Chemistry');

    await page.goto(`/opportunities/${published.link}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(card!.ai_summary!);
    await expect(summary).toContainText('Summarised automatically from the position description');
    await expect(summary.getByRole('definition').filter({ hasText: '£20,780 a year' })).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: /UK applicants only/i })).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: 'Fully funded' })).toBeVisible();
    await shots.screenshot('opportunity-summary');
    await shots.expectAccessible();
  },
);

const GERMAN =
  '<h3>Über uns</h3><p>Die Universität Leipzig wurde 1409 gegründet und ist eine der ältesten Universitäten ' +
  'Deutschlands. Sie fördert die Gleichstellung aller Geschlechter.</p>' +
  '<h3>Das Projekt</h3><p>Im Projekt untersuchen Sie, wie Bodenmikroben in Auenwäldern Kohlenstoff speichern, ' +
  'mit Feldmessungen und Isotopenanalysen im Leipziger Auwald.</p>' +
  '<h3>Wir bieten</h3><p>Eine auf drei Jahre befristete Stelle (65 %) mit Vergütung nach TV-L E13, ' +
  'derzeit 2.950 € brutto pro Monat. Beginn: 1. Oktober 2027.</p>';

test(
  'a posting in German gets a summary that leads with its research, and its page names the language',
  ANY_WIDTH,
  async ({ page, request, shots }) => {
    const word = `Auwald${Date.now().toString(36)}`;
    const recruiter = await demoRecruiter(request);
    const published = await recruiter.publish({
      title: `Doktorand*in (m/w/d) Bodenökologie ${word}`,
      department: 'Institut für Biologie',
      ai_department: null,
      fully_funded: false,
      description: GERMAN,
    });

    let card: OpportunityJson | undefined;
    await expect
      .poll(async () => (card = await cardOf(request, word, published.id)), { timeout: 15_000 })
      .toBeDefined();
    // The research sentence first, not the university's history; the funding from the facts after it.
    expect(card!.ai_summary).toMatch(/^Im Projekt untersuchen Sie, wie Bodenmikroben/);
    expect(card!.ai_summary).not.toMatch(/1409|gegründet/);
    expect(card!.ai_summary).toMatch(/fully funded/i);

    await page.goto(`/opportunities/${published.link}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(card!.ai_summary!);
    await expect(summary.getByRole('definition').filter({ hasText: '€2,950 a month' })).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: 'German' })).toBeVisible();
    await expect(summary.getByRole('definition').filter({ hasText: '3 years' })).toBeVisible();
    await shots.screenshot('opportunity-summary-german');
  },
);

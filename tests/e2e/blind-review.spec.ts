// Blind review (issue 34) against the running product: a position of the demo university blind until
// "shortlisted" (arranged in its database: the review settings form is another screen); the owner adds
// an applicant whose resume names them; the review screen lists a pseudonym with the "Blind review"
// badge and never the name, the panel previews the redacted copy once the resume-text worker made it
// (saying so), and the owner's "Reveal identity" asks first, shows the name in place and the access
// log then says who revealed it.
import { randomUUID } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { E2E_PORT } from './support/constants.ts';
import { demoSitePosition } from './support/database.ts';
import { ANY_WIDTH, expect, test } from './support/fixtures.ts';
import { signInStaff } from './support/staff.ts';

const SITE = 'demo-university';
const TENANT = `http://${SITE}.localhost:${E2E_PORT}`;
const OWNER = { email: 'owner@demo-university.test', password: 'Tenant-demo-2026' };

async function resumeOf(name: string, email: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  [name, `${email} | https://www.linkedin.com/in/someone`, 'Research: photonic crystals and metamaterials'].forEach(
    (line, i) => page.drawText(line, { x: 50, y: 760 - i * 20, size: 12, font }),
  );
  return Buffer.from(await pdf.save());
}

test.describe('blind review', () => {
  test(
    'pseudonym and badge, the redacted resume, and the owner’s logged reveal',
    ANY_WIDTH,
    async ({ page, request }) => {
      const tag = randomUUID().slice(0, 6);
      const name = `Zebulon Quartermaine${tag}`;
      const email = `zebulon-${tag}@example.org`;
      const opportunity = await demoSitePosition(`PhD in Photonics ${tag}`, { blindUntil: 'shortlisted' });
      const token = await signInStaff(page.context(), request, OWNER);
      const headers = { authorization: `Bearer ${token}`, 'x-tenant': SITE };
      const added = await request.post('/api/applicants/upload', {
        headers,
        multipart: {
          name,
          email,
          opportunity,
          resume: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await resumeOf(name, email) },
        },
      });
      expect(added.status(), await added.text()).toBe(201);
      const { data } = (await added.json()) as { data: { id: string; name: string } };
      expect(data.name).toMatch(/^Candidate [2-9A-Z]{6}$/);

      await page.goto(`${TENANT}/review/${opportunity}`);
      const list = page.getByRole('list', { name: 'Applicants' });
      const item = list.getByRole('listitem').filter({ hasText: data.name });
      await expect(item).toBeVisible();
      await expect(item.getByText('Blind review')).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);

      // The worker makes the copy shortly after the upload: until then the panel says it is being prepared.
      await expect(async () => {
        await page.goto(`${TENANT}/review/${opportunity}?applicant=${data.id}`);
        await expect(page.locator('iframe[title^="Resume of Candidate"]')).toBeAttached({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByText('Blind review: you are seeing a redacted copy')).toBeVisible();
      await expect(page.getByRole('heading', { name: data.name, level: 2 })).toBeVisible();

      await page.getByRole('button', { name: 'Reveal identity' }).click();
      await expect(page.getByText('Revealing is recorded in the access log.')).toBeVisible();
      await page.getByRole('button', { name: 'Reveal', exact: true }).click();
      const revealed = page.getByRole('region', { name: 'Revealed identity' });
      await expect(revealed.getByText(name, { exact: true })).toBeVisible();
      await expect(revealed.getByText(email)).toBeVisible();
      await expect(page.getByText('revealed who they are')).toBeVisible();

      // Not sticky: opening the applicant again shows the pseudonym.
      await page.reload();
      await expect(page.getByRole('heading', { name: data.name, level: 2 })).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
    },
  );
});

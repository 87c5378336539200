// `npm run bench:redaction -- [--cvs 20]`: blind review's redacted copy of a resume (issue 34: under
// 2 s for a typical CV). For --cvs distinct generated CVs (a name, contact lines, links, a few pages of
// academic text), the resume-text worker's own steps timed one after the other: redacting the text
// (services/src/review/redact-text.ts) and rendering the A4 PDF (redacted-pdf.ts). Beside it the
// baseline: the same text rendered without redaction, so the cost of the redaction itself shows. Each
// copy is read back to check that the name is gone. Writes the "redaction" section of docs/benchmarks.md.
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { redactText } from '@phd/services/review/redact-text';
import { redactedPdf } from '@phd/services/review/redacted-pdf';
import { writeSection } from './report.ts';
import { summarise } from './applicants.ts';

const { values } = parseArgs({ options: { cvs: { type: 'string', default: '20' } } });
const count = Number(values.cvs);
const TARGET_MS = 2_000;
const log = (line: string) => console.log(`[redaction] ${line}`);

const FIRST = ['Zoë', 'Mateusz', 'Ananya', 'Jean-Luc', 'Ngozi', 'Søren', 'Mei', 'Álvaro', 'Fatima', 'Oliver'];
const LAST = ['Quartermaine', 'Kowalski', 'Raghunathan', "O'Brien", 'Adebayo', 'Kierkegaard', 'Zhang', 'Núñez'];
const COUNTRIES = ['Poland', 'India', 'Nigeria', 'Denmark', 'China', 'Spain', 'Ireland', 'Brazil'];
const WORDS = (
  'research thesis laboratory publication conference journal experiment analysis model supervisor teaching ' +
  'bayesian inference neural network genomics microscopy spectroscopy climate ecology quantum optics robotics ' +
  'statistics python matlab grant fellowship seminar manuscript reviewer dataset simulation hypothesis'
).split(' ');

/** A CV of about four pages, its person and its words drawn from `seed`. */
function cv(seed: number) {
  const name = `${FIRST[seed % FIRST.length]} ${LAST[(seed * 7) % LAST.length]}`;
  const country = COUNTRIES[(seed * 3) % COUNTRIES.length]!;
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${seed}@university.example`;
  const phone = `+${30 + seed} ${600 + seed} ${100_000 + seed * 37}`;
  const lines = [name, `${email} | ${phone} | https://www.linkedin.com/in/cv-${seed} | github.com/cv${seed}`];
  lines.push(`Nationality: ${country}. Born in ${country}.`);
  for (let p = 0; p < 120; p++) {
    const words = Array.from({ length: 18 }, (_, i) => WORDS[(seed * 31 + p * 17 + i * 7) % WORDS.length]);
    lines.push(`${2010 + (p % 12)} – ${words.join(' ')}${p % 15 === 0 ? ` (with ${name.split(' ')[1]})` : ''}.`);
  }
  return { text: lines.join('\n'), facts: { name, email, phone, countries: [country] } };
}

const cvs = Array.from({ length: count }, (_, i) => cv(i + 1));
// Warm the font tables and regular expressions: a worker runs many copies.
await redactedPdf(redactText(cv(0).text, cv(0).facts));

const redaction: number[] = [];
const baseline: number[] = [];
let pages = 0;
for (const { text, facts } of cvs) {
  let started = performance.now();
  const pdf = await redactedPdf(redactText(text, facts));
  redaction.push(performance.now() - started);
  pages += (await PDFDocument.load(pdf)).getPageCount();
  started = performance.now();
  await redactedPdf(text);
  baseline.push(performance.now() - started);
  if (redactText(text, facts).includes(facts.name.split(' ')[1]!)) throw new Error(`${facts.name} survived`);
}
const r = summarise(redaction);
const b = summarise(baseline);
log(`redacted copy: p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms (${count} CVs, ${pages} pages)`);
log(`baseline (PDF without redaction): p50 ${b.p50} ms, p95 ${b.p95} ms`);
const ok = r.max < TARGET_MS;
log(ok ? `under the ${TARGET_MS} ms target` : `OVER the ${TARGET_MS} ms target`);

writeSection(
  'redaction',
  `## Blind review's redacted resume (issue 34)

Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}),
Node ${process.version}: ${count} distinct generated CVs of about ${Math.round(pages / count)} A4 pages each
(a name, e-mail, phone, links, nationality and academic text), redacted and rendered to PDF one after
another (\`npm run bench:redaction\`). Target: under ${TARGET_MS} ms per copy.

| | p50 | p95 | max |
|---|---|---|---|
| Redacted copy (redact + PDF) | ${r.p50} ms | ${r.p95} ms | ${r.max} ms |
| Baseline: the same text to PDF, no redaction | ${b.p50} ms | ${b.p95} ms | ${b.max} ms |

${ok ? 'Within the target.' : '**Over the target.**'}`,
);
if (!ok) process.exitCode = 1;

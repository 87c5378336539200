// The demo tenant's applicants' resumes (issue 14): real PDF and DOCX files whose text mentions
// research topics a reviewer can search for ("Bayesian", "CRISPR"), generated at seed time from the
// seed's random stream, so the same seed gives the same files. The text stored with the applicant is
// the text the files hold, as the resume-text worker would extract it.
import type { Rng } from './prng.ts';
import { resumeDocx, resumePdf } from './resume-files.ts';
import { slugify } from './text.ts';

const TOPICS = [
  'Bayesian inference for hierarchical models',
  'CRISPR gene editing in plant cells',
  'graph neural networks for molecules',
  'computational fluid dynamics of ship hulls',
  'regional climate modelling',
  'quantum error correction codes',
  'natural language processing for low-resource languages',
  'protein folding simulations',
  'autonomous marine robotics',
  'panel data econometrics',
  'perovskite solar cells',
  'urban mobility and transport policy',
];

const DEGREES = ['MSc', 'MPhil', 'MEng', 'MA', 'MRes'];
const SKILLS = ['Python', 'R', 'MATLAB', 'C++', 'Julia', 'Stata', 'PyTorch', 'LaTeX', 'wet-lab techniques', 'GIS'];

export interface ResumeFile {
  key: string;
  bytes: Buffer;
  mime: string;
}

export const RESUME_MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A resume for this person: the stored file, and the applicant's resume columns. */
export function demoResume(
  rng: Rng,
  person: { id: string; name: string; email: string; country: string },
  kind: 'pdf' | 'docx',
) {
  const topics = [rng.pick(TOPICS), rng.pick(TOPICS)];
  const lines = [
    person.name,
    `${person.email} | ${person.country}`,
    `Research interests: ${[...new Set(topics)].join('; ')}.`,
    `Education: ${rng.pick(DEGREES)} (${2016 + rng.int(0, 8)}), thesis on ${topics[0]!.toLowerCase()}.`,
    `Experience: research assistant for ${rng.int(1, 4)} years; ${rng.int(0, 5)} peer-reviewed publications.`,
    `Skills: ${[rng.pick(SKILLS), rng.pick(SKILLS), rng.pick(SKILLS)].join(', ')}.`,
  ];
  const bytes = kind === 'pdf' ? resumePdf(lines) : resumeDocx(lines);
  const key = `resumes/seed-${person.id}.${kind}`;
  return {
    file: { key, bytes, mime: RESUME_MIME[kind] } satisfies ResumeFile,
    columns: {
      resumeKey: key,
      resumeFilename: `${slugify(person.name) || 'resume'}-cv.${kind}`,
      resumeMime: RESUME_MIME[kind],
      resumeSize: bytes.length,
      resumeText: lines.join('\n'),
    },
  };
}

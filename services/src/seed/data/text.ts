// Phrase banks for titles, funding and descriptions. Placeholders in {braces} are filled by
// generate.ts; variety matters more than length, since thousands of listings are built from these.

/** Title patterns by country: each academic market names its doctoral posts differently. */
export const TITLE_PATTERNS: Record<string, string[]> = {
  default: ['PhD Studentship in {topic}', 'PhD Position in {topic}', 'PhD Scholarship: {topic}', '{topic} (PhD)'],
  'United Kingdom': [
    'PhD Studentship in {topic}',
    'PhD Studentship: {topic}',
    'Doctoral Training Partnership Studentship: {topic}',
    'PhD Project: {topic}',
  ],
  Germany: [
    'Doctoral Researcher (m/f/d) in {topic}',
    'PhD Position (m/f/d): {topic}',
    'Research Associate / PhD Candidate in {topic}',
  ],
  Austria: ['University Assistant (prae doc) in {topic}', 'PhD Position in {topic}'],
  Netherlands: ['PhD Candidate in {topic}', 'PhD Position: {topic}'],
  Belgium: ['PhD Researcher in {topic}', 'Doctoral Fellowship: {topic}'],
  Sweden: ['Doctoral Student in {topic}', 'PhD Student Position in {topic}'],
  Denmark: ['PhD Fellowship in {topic}', 'PhD Scholarship in {topic}'],
  Norway: ['PhD Research Fellow in {topic}', 'PhD Candidate in {topic}'],
  Finland: ['Doctoral Researcher in {topic}', 'Doctoral Student Position: {topic}'],
  Switzerland: ['PhD Position in {topic}', 'Doctoral Assistant in {topic}'],
  France: ['PhD Position (Contrat Doctoral): {topic}', 'Doctoral Contract in {topic}'],
  'United States': ['PhD Opening in {topic}', 'Graduate Research Assistantship (PhD): {topic}'],
  Canada: ['PhD Opportunity in {topic}', 'PhD Position: {topic}'],
  Australia: ['PhD Scholarship in {topic}', 'Research Training Program PhD: {topic}'],
};

export const FULLY_FUNDED_TITLE_PATTERNS = [
  'Fully Funded PhD Position: {topic}',
  'Fully Funded PhD Studentship in {topic}',
];

export const NOT_FULLY_FUNDED = [
  {
    funding: 'Partially funded',
    details:
      'Tuition fees are covered for the full duration. Candidates are expected to secure their own living costs, for example through a scholarship or part-time teaching.',
  },
  {
    funding: 'Competition funded',
    details:
      'The project competes for a limited number of studentships. Shortlisted candidates will be nominated for funding covering fees and a stipend; the outcome is known after interviews.',
  },
  {
    funding: 'Self-funded',
    details:
      'This project is open to self-funded students and to candidates holding an external scholarship (for example from their home government). A bench fee may apply.',
  },
  {
    funding: 'Scholarship available',
    details:
      'A university scholarship covering tuition fees and a contribution to living costs is available to the strongest applicant; other candidates may apply with external funding.',
  },
  {
    funding: 'Home fees only',
    details:
      'Funding covers tuition fees at the home rate and a stipend. International candidates are welcome but must cover the difference between home and international fees.',
  },
];

export const NO_DEADLINE_TEXT = ['Open until filled', 'Rolling admissions', 'Applications reviewed continuously'];

export const SUPERVISOR_TITLES: Record<string, string[]> = {
  default: ['Prof.', 'Dr', 'Dr', 'Associate Professor'],
  Germany: ['Prof. Dr.', 'Dr.', 'Jun.-Prof. Dr.'],
  Austria: ['Univ.-Prof. Dr.', 'Dr.', 'Assoz. Prof. Dr.'],
  Switzerland: ['Prof. Dr.', 'Dr.', 'Prof.'],
  'United States': ['Prof.', 'Dr.', 'Assistant Professor'],
  Canada: ['Prof.', 'Dr.'],
};

export const STAFF_PATHS = ['/people/', '/staff/', '/en/persons/', '/research/groups/', '/directory/'];
export const VACANCY_PATHS = [
  '/jobs/',
  '/vacancies/',
  '/study/phd/',
  '/en/careers/phd/',
  '/research/phd-opportunities/',
];

export const INTRO = [
  'The {department} at {university} invites applications for a {funded}PhD position on “{topic}”, supervised by {supervisor}.',
  '{university} is seeking a motivated doctoral candidate to join the {department} and work on “{topic}” under the supervision of {supervisor}.',
  'Applications are invited for a {funded}doctoral project on “{topic}” in the {department}, {university}, with {supervisor} as principal supervisor.',
  'We are looking for an ambitious PhD student to work on “{topic}”. The position is based in the {department} at {university} and supervised by {supervisor}.',
];

export const SETTING = [
  'You will join a friendly, international research group of around {groupSize} people in {city}, with close links to industry and to other groups across the university.',
  'The group, based in {city}, combines theory and experiment and hosts regular reading groups, seminars and visiting researchers.',
  'The project is embedded in a collaborative research programme with partners across Europe, offering research stays and a strong network from day one.',
  'Our lab in {city} offers state-of-the-art facilities and a supportive environment in which doctoral researchers publish in leading venues.',
];

export const CONTEXT = [
  'Progress in {area} has been rapid, yet key questions about {topicLower} remain open and limit its impact in practice.',
  'Despite growing interest in {topicLower}, current approaches struggle to scale beyond idealised settings, and robust evidence is scarce.',
  '{topicCap} sits at the intersection of {area} and neighbouring disciplines, and addresses problems of direct societal relevance.',
  'Recent advances in {method} have opened new opportunities to study {topicLower} with unprecedented precision.',
];

export const AIMS = [
  'This project will combine {method} and {method2} to develop new understanding and tools, and validate them on realistic case studies.',
  'The aim is to design, implement and evaluate new approaches based on {method}, working with partners who will use the results.',
  'You will develop the theoretical foundations and put them to the test through {method2}, with freedom to shape the direction of the research.',
  'The first year focuses on a thorough review and pilot work using {method}; later years extend this through {method2} and publication of the results.',
];

export const OUTCOMES = [
  'Results will be published in leading journals and conferences, and the candidate will present the work internationally.',
  'The project offers training in research skills, teaching and outreach, and the opportunity to spend several months at a partner institution.',
  'Expected outcomes include open-source software, open data and at least three peer-reviewed publications forming the thesis.',
  'The successful candidate will be part of a graduate school with a structured training programme and a dedicated cohort of doctoral researchers.',
];

export const TASKS = [
  'Carry out independent research leading to a doctoral thesis',
  'Publish and present results at international conferences',
  'Collaborate with other researchers in the group and with external partners',
  'Contribute to teaching activities (up to 10% of your time)',
  'Help supervise bachelor and master students working on related topics',
  'Share code and data following open-science practices',
  'Take part in the graduate school’s training programme',
];

export const REQUIREMENTS = [
  'Excellent written and spoken English (e.g. IELTS 6.5 or equivalent)',
  'A curious, independent and collaborative attitude',
  'Strong analytical and problem-solving skills',
  'Good communication skills and the ability to work in an interdisciplinary team',
  'Prior research experience, for example a master’s thesis or publication, is an advantage',
  'Willingness to travel for conferences, fieldwork or research stays',
];

export const BENEFITS = [
  'You will also benefit from generous annual leave, flexible working hours and support for relocation.',
  'Benefits include a travel and consumables budget, access to career development courses and an active doctoral community.',
  'The university offers a family-friendly environment, language courses and help with visas and housing.',
  '',
];

export const HOW_TO_APPLY = [
  'To apply, submit a CV, a motivation letter (max. two pages), academic transcripts and the names of two referees through the online portal{deadline}.',
  'Please send your application, including a cover letter describing your research interests, a CV and copies of your degrees{deadline}.',
  'Applications must include a research statement of about 1,000 words, a CV, transcripts and two reference letters{deadline}.',
];

export const ENQUIRIES = [
  'Informal enquiries are welcome and can be addressed to {supervisor}.',
  'For questions about the project, please contact {supervisor}; questions about the application process go to the doctoral school office.',
  'Interviews are expected to take place online shortly after the closing date.',
];

export const EQUALITY = [
  'We value diversity and welcome applications from all qualified candidates regardless of gender, background or disability.',
  'The university is committed to equal opportunities and encourages applications from under-represented groups.',
  'We are an equal-opportunity employer and support part-time study where the funding allows.',
];

export const ABOUT_UNIVERSITY = [
  '{university} is a research-intensive university in {city}, {country}, with a strong record in doctoral training and international collaboration. Doctoral researchers are part of a graduate school that offers courses in research methods, academic writing, teaching and career development, alongside a lively community of peers from many countries.',
  'Founded on a tradition of academic excellence, {university} hosts thousands of researchers and doctoral candidates. {city} offers an excellent quality of life, good transport links and an international atmosphere, and the university provides practical support for newcomers and their families.',
  'At {university}, doctoral candidates are valued members of staff who contribute to research and teaching. The university invests in open science, research integrity and well-being, and its location in {city} gives access to a wide network of institutes, hospitals and companies.',
];

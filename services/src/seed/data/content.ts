// Hand-written demo content: blog tips (the /blogs pages) and reviewer comments on tenant applicants.

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  /** Days before "now" it was published. */
  ageDays: number;
}

export const BLOG_POSTS: BlogPostSeed[] = [
  {
    slug: 'how-to-write-a-phd-motivation-letter',
    title: 'How to Write a PhD Motivation Letter That Gets Read',
    excerpt:
      'Supervisors read dozens of letters for every position. Here is how to make yours specific, concise and memorable.',
    ageDays: 4,
    contentHtml: [
      '<p>A motivation letter is not a second CV. Its job is to show a supervisor why <strong>this</strong> project, with <strong>this</strong> group, is the natural next step for you.</p>',
      '<h2>Start with the project, not with yourself</h2>',
      '<p>Open by naming the position and one concrete question in the project description that you find compelling. Then explain, in two or three sentences, how your previous work prepares you to tackle it.</p>',
      '<h2>Show evidence, not adjectives</h2>',
      '<ul><li>Replace “I am highly motivated” with a result you achieved on your own initiative.</li><li>Mention a method you have used that the project needs.</li><li>Refer to one or two of the group’s recent papers and what you would build on.</li></ul>',
      '<h2>Keep it to one page</h2>',
      '<p>Most committees ask for one or two pages. Use the space for substance, proofread carefully and ask a mentor to read it before you submit.</p>',
    ].join('\n'),
  },
  {
    slug: 'funded-phd-positions-in-europe-explained',
    title: 'Funded PhD Positions in Europe, Explained',
    excerpt: 'Salaried contracts, stipends and scholarships: what “fully funded” means in different countries.',
    ageDays: 11,
    contentHtml: [
      '<p>In much of northern Europe a PhD candidate is an employee: the Netherlands, Denmark, Norway, Sweden, Finland and Switzerland offer salaried positions with pension contributions and holiday allowance.</p>',
      '<p>In the United Kingdom most funded students receive a tax-free stipend and have their tuition fees paid, usually for three and a half years. Germany uses both models: salaried positions paid on the TV-L scale and scholarships from graduate schools and foundations.</p>',
      '<h2>Questions to ask before you accept</h2>',
      '<ul><li>Is the funding guaranteed for the full duration?</li><li>Are tuition fees covered for international candidates?</li><li>Are there teaching duties, and are they paid?</li><li>Is there a budget for conferences and equipment?</li></ul>',
    ].join('\n'),
  },
  {
    slug: 'preparing-for-a-phd-interview',
    title: 'Preparing for a PhD Interview: Ten Questions to Rehearse',
    excerpt: 'From “Tell us about your master’s thesis” to “What would you do in the first six months?”.',
    ageDays: 23,
    contentHtml: [
      '<p>Interviews for doctoral positions are usually short and focused on your research potential. Prepare a five-minute overview of your master’s project and be ready to discuss what went wrong as well as what worked.</p>',
      '<h2>Questions that come up again and again</h2>',
      '<ol><li>Why this project and this group?</li><li>What is the most difficult technical problem you have solved?</li><li>How would you approach the first research question in the project?</li><li>How do you organise your work when nobody checks on you?</li><li>What do you want to do after your PhD?</li></ol>',
      '<p>End the interview with your own questions about supervision style, the group’s culture and the training on offer.</p>',
    ].join('\n'),
  },
  {
    slug: 'choosing-a-phd-supervisor',
    title: 'Choosing a PhD Supervisor: What Matters Most',
    excerpt: 'The project matters, but the person you will work with for four years matters more.',
    ageDays: 37,
    contentHtml: [
      '<p>Your supervisor shapes your daily working life, your first publications and your network. Before accepting an offer, talk to current and former members of the group.</p>',
      '<h2>Signals worth looking for</h2>',
      '<ul><li>Regular one-to-one meetings and clear expectations.</li><li>Former students who finished on time and found the jobs they wanted.</li><li>A group where people help each other.</li><li>Support for conferences, research stays and courses.</li></ul>',
      '<p>A well-known name is no substitute for good supervision: choose the environment in which you will do your best work.</p>',
    ].join('\n'),
  },
  {
    slug: 'writing-a-phd-research-proposal',
    title: 'Writing a PhD Research Proposal, Step by Step',
    excerpt:
      'A proposal is a plan, not a promise. How to frame a question, show it is feasible and fit it on four pages.',
    ageDays: 8,
    contentHtml: [
      '<p>Many programmes, especially in the United Kingdom, Ireland and Australia, ask self-funded and scholarship applicants for a research proposal. Committees know your project will change; they want to see that you can think like a researcher.</p>',
      '<h2>A structure that works</h2>',
      '<ol><li><strong>Working title</strong>: specific enough to say what you will study.</li><li><strong>Background</strong>: what is known, in half a page, with the key references.</li><li><strong>The gap and your question</strong>: one or two questions that follow from the gap.</li><li><strong>Methods</strong>: data, experiments or sources, and why they answer the question.</li><li><strong>Timeline</strong>: a realistic plan for three or four years.</li><li><strong>References</strong>: fifteen to thirty, mostly recent.</li></ol>',
      '<h2>Show that it is feasible</h2>',
      '<p>Name the equipment, archives or datasets you need and whether the group has them. A modest question answered well beats an ambitious one nobody could finish.</p>',
      '<h3>Before you send it</h3>',
      '<ul><li>Ask the prospective supervisor for feedback on a draft.</li><li>Check the word limit and the required headings.</li><li>Read it aloud: unclear sentences stand out.</li></ul>',
    ].join('\n'),
  },
  {
    slug: 'academic-cv-for-phd-applications',
    title: 'The Academic CV for PhD Applications',
    excerpt: 'Two pages, research first, no photo: what a doctoral committee looks for in your CV.',
    ageDays: 15,
    contentHtml: [
      '<p>An academic CV is read differently from a job CV. Reviewers scan for research experience, relevant skills and evidence that you can finish what you start.</p>',
      '<h2>The order of sections</h2>',
      '<ol><li>Education, with thesis titles, supervisors and grades.</li><li>Research experience: projects, internships, research assistant posts.</li><li>Publications, posters and talks, even a student conference.</li><li>Skills: methods, programming languages, laboratory techniques, languages.</li><li>Awards, scholarships and teaching.</li><li>Referees.</li></ol>',
      '<h2>Common mistakes</h2>',
      '<ul><li>Listing duties instead of results (“analysed 2,000 samples” says more than “responsible for analysis”).</li><li>Hiding the master’s thesis at the bottom.</li><li>Unexplained gaps: one line is enough.</li></ul>',
      '<p>Keep it to two pages at this stage, and tailor the skills section to each position.</p>',
    ].join('\n'),
  },
  {
    slug: 'getting-strong-reference-letters',
    title: 'Getting Strong Reference Letters',
    excerpt: 'Whom to ask, when to ask, and what to give your referees so their letters say something specific.',
    ageDays: 29,
    contentHtml: [
      '<p>A reference letter is often the most trusted document in your application. A lukewarm letter from a famous professor helps less than a detailed one from someone who supervised your work.</p>',
      '<h2>Whom to ask</h2>',
      '<ul><li>Your thesis supervisor, first.</li><li>Someone who saw you do research: an internship host, a lab manager, a co-author.</li><li>A lecturer who knows your work beyond the grade.</li></ul>',
      '<h2>Make it easy for them</h2>',
      '<p>Ask at least four weeks before the deadline. Send your CV, the position description, your motivation letter and a short list of things you did with them that are worth mentioning.</p>',
      '<p>Remind them a week before the deadline, and tell them how it went: referees like to know.</p>',
    ].join('\n'),
  },
  {
    slug: 'phd-scholarships-for-international-students',
    title: 'PhD Scholarships for International Students',
    excerpt: 'Where funding for international doctoral candidates comes from, and how to build a realistic plan.',
    ageDays: 44,
    contentHtml: [
      '<p>International candidates can compete for most funded positions in Europe, but some scholarships are limited by nationality or residence. Read the eligibility section before anything else.</p>',
      '<h2>Main sources of funding</h2>',
      '<ul><li><strong>Funded positions</strong> advertised by a group, paid from a research grant.</li><li><strong>Doctoral networks</strong> such as Marie Skłodowska-Curie, open to every nationality but with mobility rules.</li><li><strong>Government scholarships</strong> from your home country or the host country.</li><li><strong>University scholarships</strong> awarded by graduate schools, often with early deadlines.</li></ul>',
      '<h2>Plan a year ahead</h2>',
      '<p>Many scholarship deadlines fall between October and January for a start the following autumn. Make a table of deadlines, documents and language tests, and start with the earliest.</p>',
    ].join('\n'),
  },
  {
    slug: 'surviving-the-first-year-of-a-phd',
    title: 'Surviving the First Year of Your PhD',
    excerpt: 'Reading, writing and asking for help: habits that make the first twelve months count.',
    ageDays: 58,
    contentHtml: [
      '<p>The first year is when you learn the field, the methods and how your supervisor works. It often feels slow. That is normal.</p>',
      '<h2>Habits worth starting early</h2>',
      '<ul><li>Write something every week, even a page of notes on what you read.</li><li>Keep a research diary: what you tried, what failed and why.</li><li>Use a reference manager from day one.</li><li>Agree on meeting frequency and how you will share progress.</li></ul>',
      '<h2>Look after yourself</h2>',
      '<p>Doctoral study is a marathon. Keep regular hours, take holidays, and use the support your university offers: graduate schools, peer groups and counselling services exist for good reasons.</p>',
    ].join('\n'),
  },
];

export const APPLICANT_COMMENTS = [
  'Strong master’s thesis, directly relevant to the project. Recommend interview.',
  'Good grades but limited research experience. Keep as backup.',
  'Excellent reference letters; one publication as second author.',
  'Motivation letter is generic; does not mention the project.',
  'Interviewed on Tuesday: clear presentation, good answers on methods.',
  'Needs English certificate before an offer can be made.',
  'Available from September; prefers a start in autumn.',
  'Second reviewer agrees: shortlist.',
  'Offer sent, waiting for reply.',
  'Not eligible for the funding scheme (nationality requirement).',
  'Very good fit with the group, strong programming skills.',
  'Asked for a video call to discuss the project scope.',
];

export const APPLICANT_COUNTRIES = [
  'Netherlands',
  'Germany',
  'India',
  'Italy',
  'Spain',
  'Greece',
  'China',
  'Iran',
  'Brazil',
  'Turkey',
  'Poland',
  'Nigeria',
  'Pakistan',
  'United Kingdom',
  'Portugal',
];

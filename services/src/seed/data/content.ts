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

import type { TemplateType } from '../../../../schema/contract/ai.ts';

/** The business info with the optional fields given readable stand-ins when the member left them empty. */
export type TemplateFields = { name: string; industry: string; market: string; stage: string };

/** One section: a heading and its lines, filled from the business info. Blanks like [R ] are for the member. */
export type TemplateSection = { heading: string; lines: (fields: TemplateFields) => readonly string[] };

export type TemplateEntry = { title: string; sections: readonly TemplateSection[] };

const costsOfWorking: TemplateSection = {
  heading: 'Costs of working',
  lines: () => [
    'Taxi fares a month (trips × fare × 2): [R ]',
    'Data and airtime a month: [R ]',
    'Materials, products or stock a month: [R ]',
  ],
};

const nextSevenDays: TemplateSection = {
  heading: 'Next 7 days',
  lines: ({ market }) => [
    `Talk to five people from ${market} and ask what they pay today and what annoys them.`,
    'Write one price list and share it on WhatsApp.',
    'Book one first job, even a small one.',
  ],
};

export const TEMPLATES: Record<TemplateType, TemplateEntry> = {
  'side-hustle-plan': {
    title: 'Side Hustle Plan',
    sections: [
      {
        heading: 'The idea',
        lines: ({ name, industry, market }) => [
          `${name} offers ${industry} services to ${market}.`,
          'The problem it solves for them, in one sentence: [ ]',
        ],
      },
      {
        heading: 'Time available',
        lines: () => ['Hours a week next to other work or study: [ ]', 'Fixed days and times: [ ]'],
      },
      {
        heading: 'Offer and price',
        lines: () => [
          'Main service or product: [ ]',
          'Price: [R ]',
          'What one job costs you, including transport: [R ]',
        ],
      },
      costsOfWorking,
      {
        heading: 'Monthly target',
        lines: () => ['Jobs or sales a month: [ ]', 'Income after costs of working: [R ]'],
      },
      nextSevenDays,
    ],
  },
  'freelance-proposal': {
    title: 'Freelance Proposal',
    sections: [
      {
        heading: 'To',
        lines: ({ market }) => [`Client: [name], part of ${market}`, 'Date: [ ]'],
      },
      {
        heading: 'Your need',
        lines: () => ['In your words, you need: [repeat the client’s problem in one sentence]'],
      },
      {
        heading: 'What I will deliver',
        lines: ({ name, industry }) => [
          `${name} will deliver: [list each deliverable]`,
          `Relevant ${industry} work I have done: [one or two samples with links]`,
        ],
      },
      {
        heading: 'Timeline',
        lines: () => ['Start: [ ]', 'First draft: [ ]', 'Final delivery: [ ]', 'Rounds of changes included: [ ]'],
      },
      {
        heading: 'Price and payment',
        lines: () => ['Total: [R ]', 'Deposit before starting: [ %]', 'Balance due: [on delivery / date]'],
      },
      {
        heading: 'Next step',
        lines: ({ name }) => [`Reply to accept, and ${name} will send an invoice for the deposit.`],
      },
    ],
  },
  'income-stream-blueprint': {
    title: 'Income Stream Blueprint',
    sections: [
      {
        heading: 'Main stream',
        lines: ({ name, industry }) => [`${name}'s core ${industry} service: [ ]`, 'Expected income a month: [R ]'],
      },
      {
        heading: 'Second stream (same skills, different buyers)',
        lines: ({ market }) => [`A smaller offer for ${market}: [ ]`, 'Expected income a month: [R ]'],
      },
      {
        heading: 'Third stream (sell once, earn again)',
        lines: () => ['A product, template, class or package you can sell many times: [ ]'],
      },
      costsOfWorking,
      {
        heading: 'Order of work',
        lines: () => ['Get the main stream to steady income first; add one stream at a time.'],
      },
    ],
  },
  'online-service-plan': {
    title: 'Online Service Plan',
    sections: [
      {
        heading: 'Service',
        lines: ({ name, industry, market }) => [
          `${name} delivers ${industry} services online to ${market}.`,
          'What the client receives, exactly: [ ]',
        ],
      },
      {
        heading: 'Where clients find you',
        lines: () => [
          'WhatsApp Business catalogue',
          'One social platform: [ ]',
          'Freelance platform or directory: [ ]',
        ],
      },
      {
        heading: 'Tools and connection',
        lines: () => ['Device: [ ]', 'Data a month: [R ]', 'Backup connection if load-shedding or outages hit: [ ]'],
      },
      {
        heading: 'Getting paid',
        lines: () => ['Payment method clients will use: [EFT / card link / platform]', 'Fees on each payment: [ %]'],
      },
      {
        heading: 'Portfolio',
        lines: () => ['Three samples of exactly the work you want to be hired for: [links]'],
      },
    ],
  },
  'skills-monetization': {
    title: 'Skills Monetization Plan',
    sections: [
      {
        heading: 'Skills inventory',
        lines: ({ industry }) => [
          `Skills in ${industry} you can do today: [ ]`,
          'Skills friends already ask you for help with: [ ]',
        ],
      },
      {
        heading: 'Who pays for them',
        lines: ({ market }) => [`Among ${market}, who pays for these skills now, and to whom: [ ]`],
      },
      {
        heading: 'Three ways to earn',
        lines: ({ name }) => [
          `Do it for them (a service ${name} provides): [ ]`,
          'Teach it (lessons or a class): [ ]',
          'Make something with it (a product): [ ]',
        ],
      },
      costsOfWorking,
      nextSevenDays,
    ],
  },
  'local-business-idea': {
    title: 'Local Business Idea',
    sections: [
      {
        heading: 'The business',
        lines: ({ name, industry, stage }) => [`${name}, a local ${industry} business (stage: ${stage}).`],
      },
      {
        heading: 'The neighbourhood',
        lines: ({ market }) => [
          `Customers: ${market}`,
          'Where they are (streets, rank, school, complex): [ ]',
          'Competitors within walking distance and their prices: [ ]',
        ],
      },
      {
        heading: 'Location and permissions',
        lines: () => [
          'Trading from: [home / stall / mobile]',
          'Permits or landlord permission needed (check with your municipality): [ ]',
        ],
      },
      {
        heading: 'Start-up list',
        lines: () => ['Equipment: [R ]', 'First stock: [R ]', 'Total: [R ]'],
      },
      costsOfWorking,
      nextSevenDays,
    ],
  },
  'market-research': {
    title: 'Market Research',
    sections: [
      {
        heading: 'Question to answer',
        lines: ({ name, market }) => [`Will ${market} pay ${name} enough, often enough?`],
      },
      {
        heading: 'Customer interviews (ten people)',
        lines: () => [
          'What do you buy now instead, and from whom?',
          'What do you pay, and how often?',
          'What annoys you about it?',
          'Would you pay [R ] for [ ]? Would you pre-order?',
        ],
      },
      {
        heading: 'Competitors',
        lines: ({ industry }) => [`Three ${industry} competitors, their prices and their weak points: [ ]`],
      },
      {
        heading: 'Small paid test',
        lines: () => ['Test offer: [ ]', 'Sales in two weeks: [ ]', 'Decision: [go / change / stop]'],
      },
    ],
  },
  'business-plan': {
    title: 'Business Plan',
    sections: [
      {
        heading: 'Summary',
        lines: ({ name, industry, market, stage }) => [
          `${name} is a ${industry} business serving ${market}.`,
          `Current stage: ${stage}.`,
        ],
      },
      {
        heading: 'Problem and solution',
        lines: () => ['The problem customers have: [ ]', 'How we solve it: [ ]', 'Why customers choose us: [ ]'],
      },
      {
        heading: 'Customers and market',
        lines: ({ market }) => [`Target market: ${market}`, 'How many there are nearby, and how we reach them: [ ]'],
      },
      {
        heading: 'Operations',
        lines: () => ['Who does the work: [ ]', 'Suppliers: [ ]', 'Equipment: [ ]'],
      },
      costsOfWorking,
      {
        heading: 'Money',
        lines: () => [
          'Start-up costs: [R ]',
          'Monthly sales target: [R ]',
          'Monthly costs: [R ]',
          'When income covers costs: [month]',
        ],
      },
      {
        heading: 'Risks',
        lines: () => ['Biggest risk: [ ]', 'What we will do about it: [ ]'],
      },
    ],
  },
  'marketing-materials': {
    title: 'Marketing Materials',
    sections: [
      {
        heading: 'Core message',
        lines: ({ name, industry, market }) => [
          `${name}: ${industry} for ${market}.`,
          'One line on why choose us: [reliable / close by / fast / affordable]',
        ],
      },
      {
        heading: 'WhatsApp Business profile',
        lines: ({ name }) => [
          `Name: ${name}`,
          'Description: [ ]',
          'Area served and hours: [ ]',
          'Catalogue items: [ ]',
        ],
      },
      {
        heading: 'Flyer',
        lines: ({ name }) => [
          `Headline: [the result customers get] with ${name}`,
          'Three services with prices: [ ]',
          'Contact: [number] — WhatsApp to book',
        ],
      },
      {
        heading: 'Four posts for next week',
        lines: () => [
          'Monday: a photo of your work',
          'Wednesday: a useful tip',
          'Friday: a real client review (with permission)',
          'Saturday: this week’s offer and how to book',
        ],
      },
    ],
  },
  'pitch-deck': {
    title: 'Pitch Deck Outline',
    sections: [
      { heading: 'Slide 1: Title', lines: ({ name, industry }) => [`${name} — ${industry}`] },
      { heading: 'Slide 2: Problem', lines: ({ market }) => [`What ${market} struggle with today: [ ]`] },
      { heading: 'Slide 3: Solution', lines: ({ name }) => [`What ${name} does about it: [ ]`] },
      {
        heading: 'Slide 4: Traction',
        lines: ({ stage }) => [`Stage: ${stage}`, 'Customers, sales or pre-orders so far: [ ]'],
      },
      { heading: 'Slide 5: Business model', lines: () => ['Who pays, how much, how often: [ ]'] },
      { heading: 'Slide 6: Competition', lines: () => ['Alternatives customers use and why we are better: [ ]'] },
      {
        heading: 'Slide 7: The ask',
        lines: () => ['What you need (money, equipment, a contract, mentorship): [ ]', 'What it will achieve: [ ]'],
      },
    ],
  },
  'financial-projections': {
    title: 'Financial Projections',
    sections: [
      {
        heading: 'Assumptions',
        lines: ({ name, market }) => [
          `${name} sells to ${market}.`,
          'Average price per sale: [R ]',
          'Sales in month 1: [ ], growing by [ ] a month',
        ],
      },
      {
        heading: 'Start-up costs',
        lines: () => ['Equipment: [R ]', 'First stock: [R ]', 'Registration and admin: [R ]'],
      },
      costsOfWorking,
      {
        heading: 'Monthly table (fill for months 1 to 6)',
        lines: () => ['Month | Sales (R) | Costs (R) | Profit (R) | Cash in hand (R)', '1 | [ ] | [ ] | [ ] | [ ]'],
      },
      {
        heading: 'Checks',
        lines: () => [
          'Month when profit covers your own monthly pay: [ ]',
          'Figures are your own estimates: update them with real sales every month.',
        ],
      },
    ],
  },
  'competitive-analysis': {
    title: 'Competitive Analysis',
    sections: [
      {
        heading: 'Our position',
        lines: ({ name, industry, market }) => [`${name} in ${industry}, serving ${market}.`],
      },
      {
        heading: 'Competitors (three to five)',
        lines: () => ['Name | Price | Strength | Weakness | Where they sell', '[ ] | [R ] | [ ] | [ ] | [ ]'],
      },
      {
        heading: 'Gaps we can fill',
        lines: () => ['What customers complain about: [ ]', 'What nobody offers nearby: [ ]'],
      },
      {
        heading: 'Our edge',
        lines: ({ name }) => [
          `Why a customer picks ${name}: [ ]`,
          'How we will show it (reviews, samples, guarantee): [ ]',
        ],
      },
    ],
  },
};

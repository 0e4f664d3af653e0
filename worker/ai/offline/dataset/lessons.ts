import type { LessonDifficulty } from '../../../../schema/contract/ai.ts';
import { SOURCES } from './sources.ts';

/**
 * The topic library. `keywords` route a member's goal to a topic (lower case, matched as words or phrases);
 * `general` lessons are the fallback, in order, when nothing matches. Durations are 5 to 10 minutes (spec) and
 * include the small exercise at the end. Figures appear only where a source in `sources.ts` backs them.
 */
export type LessonEntry = {
  id: string;
  title: string;
  difficulty: LessonDifficulty;
  minutes: number;
  keywords: readonly string[];
  general: boolean;
  content: string;
  nextSteps: readonly string[];
};

export const LESSONS: readonly LessonEntry[] = [
  {
    id: 'find-your-first-paying-client',
    title: 'Find your first paying client this week',
    difficulty: 'beginner',
    minutes: 7,
    keywords: ['start', 'first client', 'customers', 'begin', 'side hustle', 'hustle', 'clients', 'get started'],
    general: true,
    content:
      'Your first client is almost always someone who already knows you: a neighbour, a church member, a former colleague, a parent at your child’s school. Strangers come later, through referrals from these first people.\n\nWrite down twenty names of people who might need what you offer, or who know someone who does. Next to each, write one sentence about how your service helps them. Then send a short, personal message to five of them today: what you do, one price, and when you are available. Do not send a group broadcast first; personal messages get far more replies.\n\nOffer a clear, small first job (one haircut, one CV, one garden clean-up) rather than a big package. A small yes is easier than a big one, and a happy first client becomes your first review and your first referral.\n\nExercise: write your twenty names now, and send the first five messages before tonight.',
    nextSteps: [
      'List twenty people who might need your service or know someone who does.',
      'Send five personal messages with your offer and one clear price.',
      'Ask your first happy client for a referral and a short review.',
    ],
  },
  {
    id: 'price-your-service',
    title: 'Price your service so it pays you',
    difficulty: 'beginner',
    minutes: 8,
    keywords: ['price', 'pricing', 'charge', 'rate', 'how much', 'quote', 'fees'],
    general: true,
    content:
      'A price has three parts: what the job costs you, what your time is worth, and what the market will pay.\n\n1. Costs of the job: materials, products, and the costs of getting there: taxi fares both ways and the data you use to talk to clients. Many beginners forget transport and lose money on every job.\n2. Your time: decide the least you will accept for an hour of your work, and count every hour, including travel and buying supplies.\n3. The market: ask three competitors or check their posted prices. You do not have to be the cheapest; be clear about why you are worth your price (reliable, on time, neat work).\n\nPrice = costs of the job + (hours × your hourly rate). Round it to a simple number. If the result is far above the market, cut costs or time before you cut your rate.\n\nExercise: cost one typical job line by line, including two taxi trips, and compare it to what you charge today.',
    nextSteps: [
      'Cost one typical job line by line, including taxi fares and data.',
      'Check three competitors’ prices.',
      'Write a simple price list with three options.',
    ],
  },
  {
    id: 'cost-a-product',
    title: 'Work out the cost and selling price of a product',
    difficulty: 'beginner',
    minutes: 7,
    keywords: ['product', 'selling', 'markup', 'profit', 'cost price', 'food', 'baking', 'stock'],
    general: false,
    content:
      'If you make or resell things (plates of food, cakes, beadwork, clothes), you need the cost of one unit before you can price it.\n\nAdd up everything one batch uses: ingredients or materials, packaging, electricity or gas, and the transport to buy supplies. Divide by the number of units the batch makes. That is your cost per unit.\n\nThen add your profit. A simple check: after paying for the next batch, is there money left for your time? If a plate costs R30 to make and sells for R40, you keep R10 a plate; at 100 plates a month that is R1,000 for many hours of work. Either sell more, raise the price, or cut the cost.\n\nKeep your receipts for one week and redo the sum: real costs are usually higher than remembered ones.\n\nExercise: cost one batch of your main product and write the cost per unit and your profit per unit.',
    nextSteps: [
      'Cost one batch and divide by the units it makes.',
      'Decide a selling price that leaves profit after the next batch is paid for.',
      'Keep every receipt for one week and redo the sum.',
    ],
  },
  {
    id: 'separate-business-money',
    title: 'Keep business money apart from household money',
    difficulty: 'beginner',
    minutes: 5,
    keywords: ['bank account', 'money', 'separate', 'cash', 'finances', 'manage money'],
    general: true,
    content:
      'When business money and household money share one purse, you cannot tell whether the business makes money, and stock money gets spent on groceries.\n\nOpen a second bank account or a separate savings pocket for the business; many banks offer low-cost accounts you can open on your phone. Put every business payment in, and pay every business cost out of it. Pay yourself a fixed amount each week or month, like a salary, instead of taking money whenever you need it.\n\nIf clients pay cash, deposit it or write it down the same day.\n\nExercise: choose an account for the business and decide the fixed amount you will pay yourself.',
    nextSteps: [
      'Open or choose one account only for the business.',
      'Decide a fixed weekly or monthly amount to pay yourself.',
      'Record every cash payment the day you receive it.',
    ],
  },
  {
    id: 'simple-record-keeping',
    title: 'Simple record keeping in ten minutes a week',
    difficulty: 'beginner',
    minutes: 6,
    keywords: ['records', 'bookkeeping', 'track', 'income and expenses', 'notebook', 'spreadsheet'],
    general: false,
    content:
      'Records tell you what is working, and you will need them for SARS, a bank or a funder.\n\nUse one notebook or one spreadsheet with four columns: date, what it was, money in, money out. Write every sale and every cost, including taxi fares and airtime. Keep receipts in an envelope per month, or photograph them.\n\nEvery Sunday, add up the week: money in minus money out. Every month, look at which service or product made the most money for the time it took.\n\nExercise: set up your four columns today and enter everything from the last seven days that you can remember.',
    nextSteps: [
      'Set up a four-column notebook or spreadsheet.',
      'Keep an envelope or photo folder of receipts each month.',
      'Add up the week every Sunday.',
    ],
  },
  {
    id: 'sars-registration-basics',
    title: 'Tax basics for a small South African business',
    difficulty: 'intermediate',
    minutes: 9,
    keywords: ['tax', 'sars', 'vat', 'turnover tax', 'efiling', 'register business tax', 'tax number'],
    general: false,
    content: `Income from a side hustle is taxable income, and SARS expects you to declare it. Register for eFiling and make sure you have an income tax number; include your business income and costs in your return, which is why records matter.\n\nTwo thresholds are worth knowing:\n- Turnover tax: a simplified tax that micro businesses may choose instead of income tax if their qualifying turnover is R1 million a year or less (some professional services are excluded). Source: ${SOURCES.turnoverTax.name}, ${SOURCES.turnoverTax.url}\n- VAT: registration is compulsory when taxable supplies exceed R1 million in 12 months, and voluntary above R50,000. Source: ${SOURCES.vatRegistration.name}, ${SOURCES.vatRegistration.url}\n\nRules and figures change: check SARS's own pages or a registered tax practitioner before you act, especially when you approach a threshold.\n\nExercise: check you can log in to eFiling, and add up your business income for the last twelve months.`,
    nextSteps: [
      'Register for or log in to SARS eFiling.',
      'Add up your business income for the last twelve months.',
      'Ask a registered tax practitioner if you are near either threshold.',
    ],
  },
  {
    id: 'register-a-company',
    title: 'Do you need to register a company?',
    difficulty: 'intermediate',
    minutes: 6,
    keywords: ['cipc', 'register company', 'pty', 'company registration', 'formalise', 'business registration'],
    general: false,
    content:
      'You can trade as a sole proprietor under your own name without registering a company. Many small services start this way.\n\nRegistering a private company with CIPC becomes worth it when clients require it (many corporates and government tenders do), when you want to separate your personal assets from business debts, or when you take on partners. It also brings duties: annual returns, separate books and a company tax return.\n\nBefore registering, check the current CIPC requirements and fees on CIPC’s own site, and be wary of agents who charge large fees for a simple online registration.\n\nExercise: write down which of your clients, now or soon, would require a registered company.',
    nextSteps: [
      'List the clients who would require a registered company.',
      'Read CIPC’s current registration requirements on its own site.',
      'Decide: stay a sole proprietor for now, or register.',
    ],
  },
  {
    id: 'whatsapp-business-marketing',
    title: 'Sell on WhatsApp Business',
    difficulty: 'beginner',
    minutes: 6,
    keywords: ['whatsapp', 'marketing', 'advertise', 'promote', 'sell online', 'status'],
    general: true,
    content:
      'WhatsApp is where most of your clients already are. Install WhatsApp Business (free) and set up the profile: business name, what you do, area served, hours, and a catalogue with photos and prices.\n\nPost on your Status three or four times a week: a finished job, a before-and-after, a client’s kind words (with permission), or a special for the week. Use labels to track new enquiries, paid clients and follow-ups, and quick replies for your price list so you answer fast.\n\nAsk happy clients to forward your catalogue to one friend.\n\nExercise: set up your business profile and catalogue with at least three items and prices.',
    nextSteps: [
      'Set up a WhatsApp Business profile with your area and hours.',
      'Add three catalogue items with photos and prices.',
      'Plan four Status posts for this week.',
    ],
  },
  {
    id: 'social-media-content-plan',
    title: 'A one-week social media plan',
    difficulty: 'beginner',
    minutes: 7,
    keywords: ['social media', 'facebook', 'instagram', 'tiktok', 'content', 'posts', 'followers'],
    general: false,
    content:
      'Consistency beats cleverness. Choose one platform where your clients spend time (Facebook groups for local services, Instagram or TikTok for beauty, food and fashion) and post on it regularly before adding another.\n\nA simple week: Monday, a photo of your work; Wednesday, a tip your clients can use; Friday, a client story or review; Saturday, your offer and how to book. Always end with how to reach you.\n\nLocal community Facebook groups often allow business posts on certain days; read the rules and respect them.\n\nExercise: write the four posts for next week now, and schedule or save them.',
    nextSteps: [
      'Choose one platform where your clients are.',
      'Write four posts for next week.',
      'Join two local community groups and read their posting rules.',
    ],
  },
  {
    id: 'referrals-and-reviews',
    title: 'Turn happy clients into referrals',
    difficulty: 'beginner',
    minutes: 5,
    keywords: ['referral', 'reviews', 'word of mouth', 'testimonials', 'more clients', 'grow'],
    general: false,
    content:
      'A referral from a friend is the most trusted advert there is. Ask for it at the moment a client is happiest: right after the job is done well.\n\nSay something simple: “I’m growing my business. If you know anyone who needs this, please share my number.” Make it easy: send them a short message they can forward. Ask for a one-line review you can share, with their permission, and never make reviews up.\n\nSome businesses thank referrers with a small discount on their next job.\n\nExercise: message your last three happy clients today with a forwardable message.',
    nextSteps: [
      'Write a short message clients can forward.',
      'Ask your last three happy clients for a referral.',
      'Decide on a small thank-you for referrals.',
    ],
  },
  {
    id: 'quotes-and-invoices',
    title: 'Write a clear quote and invoice',
    difficulty: 'beginner',
    minutes: 6,
    keywords: ['quote', 'invoice', 'quotation', 'billing', 'paperwork'],
    general: false,
    content:
      'A written quote prevents arguments later. It needs: your name and contact details, the client’s name, a date, what you will do (and what you will not), the price, how long the quote is valid, and the payment terms (for example 50% deposit, balance on completion).\n\nAn invoice repeats the agreed work and price, adds an invoice number and your banking details, and states when payment is due. Number invoices in order (001, 002, ...) and keep a copy of each: they are part of your records.\n\nFree invoice apps and templates exist; a neat document on your phone is enough to start.\n\nExercise: make a quote template with your details, and an invoice template numbered 001.',
    nextSteps: [
      'Make a quote template with scope, price, validity and payment terms.',
      'Make a numbered invoice template with your banking details.',
      'Send your next client a written quote before starting.',
    ],
  },
  {
    id: 'get-paid-on-time',
    title: 'Get paid on time',
    difficulty: 'intermediate',
    minutes: 6,
    keywords: ['payment', 'paid', 'late payment', 'deposit', 'owe', 'debt', 'clients not paying'],
    general: false,
    content:
      'Unpaid work hurts a small business more than having no work. Three habits help.\n\n1. Ask for a deposit before you buy materials or block out a day: 30% to 50% is common for events, sewing and building work.\n2. Agree the payment date in writing (the quote) and send the invoice the same day you finish.\n3. Follow up politely and promptly: a reminder on the due date, another three days later, then a phone call.\n\nDo not start new work for a client who owes you for old work.\n\nExercise: add a deposit line to your quote template and list anyone who owes you money today.',
    nextSteps: [
      'Add a deposit requirement to your quote template.',
      'Send invoices the day the work is finished.',
      'Follow up on anything overdue today.',
    ],
  },
  {
    id: 'customer-service-basics',
    title: 'Customer service that brings clients back',
    difficulty: 'beginner',
    minutes: 5,
    keywords: ['customer service', 'complaint', 'difficult client', 'repeat clients', 'service'],
    general: false,
    content:
      'Clients come back to people who are reliable: they reply quickly, arrive when they said they would, and do what they promised.\n\nReply to messages within a few hours, even if only to say when you will answer fully. If you will be late, say so before the time, not after. When a client complains, listen first, do not argue on the spot, and offer a fair fix. A complaint handled well often earns more loyalty than a job with no problem.\n\nExercise: write your standard replies for “How much?”, “When are you available?” and “I’m not happy with the work”.',
    nextSteps: [
      'Write three standard replies for common messages.',
      'Set a rule for how fast you reply.',
      'Follow up with your last client to ask how it went.',
    ],
  },
  {
    id: 'time-for-a-side-hustle',
    title: 'Find time for a side hustle next to a job',
    difficulty: 'beginner',
    minutes: 6,
    keywords: ['time', 'schedule', 'busy', 'job and side hustle', 'balance', 'weekends', 'productivity'],
    general: false,
    content:
      'Most side hustles start in evenings and weekends. Block fixed hours in your week (for example two evenings and Saturday morning) and treat them like shifts.\n\nBatch similar tasks: answer all messages at set times, buy all supplies in one trip (fewer taxi fares), and prepare several jobs at once. Choose work that fits your hours: a tutor can work evenings; a caterer needs weekend mornings.\n\nCheck your employment contract for rules about outside work, and never use your employer’s time or equipment for your business.\n\nExercise: mark your side-hustle hours for the next two weeks in your phone’s calendar.',
    nextSteps: [
      'Block fixed side-hustle hours in your calendar.',
      'Batch supply trips to save taxi fares.',
      'Check your employment contract for outside-work rules.',
    ],
  },
  {
    id: 'emergency-fund',
    title: 'Build an emergency fund from irregular income',
    difficulty: 'beginner',
    minutes: 6,
    keywords: ['save', 'saving', 'savings', 'emergency', 'budget', 'irregular income', 'stokvel'],
    general: false,
    content:
      'Side-hustle income goes up and down. An emergency fund stops a bad month from becoming debt.\n\nWhen money comes in, split it at once: first the business costs (next stock, transport), then a fixed share to savings, then what is left for you. Even 10% of each payment adds up. Keep savings where you will not spend them by accident: a separate savings account, or a stokvel you trust.\n\nAim first for one month of essential household costs, then three.\n\nExercise: choose your savings percentage and set up a separate place to keep it.',
    nextSteps: [
      'Choose a savings percentage for every payment you receive.',
      'Open a separate savings pocket or join a stokvel you trust.',
      'Work out one month of essential costs as your first target.',
    ],
  },
  {
    id: 'avoid-scams',
    title: 'Spot money-making scams',
    difficulty: 'beginner',
    minutes: 5,
    keywords: ['scam', 'pyramid', 'fraud', 'get rich', 'investment', 'crypto', 'mlm', 'fake'],
    general: false,
    content:
      'People looking for income are targets. Warning signs: you must pay to get a job or a “starter kit”; returns are promised that are far higher than a bank pays; income comes mainly from recruiting others; pressure to decide today; payment requested in vouchers or crypto; a “company” with no physical address or registration you can check.\n\nReal work pays you; it does not charge you to start. Before you pay anyone, search the company name with the word “scam”, ask someone you trust, and never share your banking PIN or one-time passwords.\n\nExercise: think of one offer you have seen recently and check it against these warning signs.',
    nextSteps: [
      'Never pay to get a job.',
      'Search any offer’s name with the word “scam” before paying.',
      'Never share PINs or one-time passwords.',
    ],
  },
  {
    id: 'freelancing-online',
    title: 'Win freelance work online',
    difficulty: 'intermediate',
    minutes: 8,
    keywords: ['freelance', 'online work', 'remote', 'upwork', 'fiverr', 'proposal', 'portfolio'],
    general: false,
    content:
      'Online clients cannot meet you, so your portfolio and proposals do the work.\n\nBuild a small portfolio: three strong samples of the exact work you want (a logo set, a website, an article). If you have no clients yet, do a sample project for a real local business or a made-up one, and say which it is.\n\nWrite short proposals: repeat the client’s problem in one sentence, say how you will solve it, show one relevant sample, give a price and a delivery date. Generic copy-pasted proposals rarely win.\n\nBudget for data and a reliable connection: they are working costs. Check how the platform pays out to South African bank accounts and what fees it takes before you start.\n\nExercise: put three samples in one shareable folder and draft one proposal.',
    nextSteps: [
      'Collect three samples of the work you want to be hired for.',
      'Draft one short proposal for a real job post.',
      'Check payout methods and fees before you start.',
    ],
  },
  {
    id: 'market-research-on-a-budget',
    title: 'Test your idea before you spend money',
    difficulty: 'beginner',
    minutes: 7,
    keywords: ['idea', 'research', 'market', 'demand', 'test', 'competition', 'which business', 'what business'],
    general: true,
    content:
      'Before buying equipment, check that people will pay.\n\nTalk to ten possible customers: what do they buy now, where, at what price, and what annoys them about it? Walk your area and count the competitors. Look at what sells in local Facebook groups and at markets.\n\nThen run a small test: take pre-orders, offer one service to five people, or sell one batch. Money paid is the only proof of demand; “I would buy that” is not.\n\nExercise: write five questions for possible customers and ask three people today.',
    nextSteps: [
      'Ask ten possible customers five questions.',
      'Count competitors in your area and note their prices.',
      'Run a small paid test before buying equipment.',
    ],
  },
  {
    id: 'pitch-to-a-business',
    title: 'Pitch your service to a local business',
    difficulty: 'intermediate',
    minutes: 7,
    keywords: ['pitch', 'b2b', 'business clients', 'contract', 'approach', 'sell to businesses', 'tender'],
    general: false,
    content:
      'Businesses buy services that save them time, bring customers or avoid trouble. Pitch the result, not your skills.\n\nResearch the business first: what do they sell, what seems to be missing (no WhatsApp catalogue, dirty windows, slow lunch queue)? Visit at a quiet time, ask for the owner or manager, and keep it under two minutes: what you noticed, what you can do, one price, and a small trial offer.\n\nLeave something written: a one-page flyer or a WhatsApp message with examples of your work. Follow up once within a week.\n\nExercise: choose three businesses near you and write one sentence about what each is missing.',
    nextSteps: [
      'Choose three local businesses and note what each is missing.',
      'Prepare a two-minute pitch with one price and a trial offer.',
      'Follow up once within a week.',
    ],
  },
  {
    id: 'hire-your-first-helper',
    title: 'Hire your first helper properly',
    difficulty: 'advanced',
    minutes: 8,
    keywords: ['hire', 'employee', 'staff', 'helper', 'wages', 'grow team', 'minimum wage'],
    general: false,
    content: `When you turn work away every week, it may be time for help. An employee is owed at least the National Minimum Wage for every ordinary hour worked: R28.79 an hour from 1 March 2025. Source: ${SOURCES.nationalMinimumWage.name}, ${SOURCES.nationalMinimumWage.url}. The rate changes every March, so check the current figure before you hire.\n\nPut the agreement in writing: duties, hours, pay, pay day and notice. As an employer you also have duties such as registering for UIF; check with the Department of Employment and Labour or a registered practitioner.\n\nBefore hiring, check the sums: the helper’s wage plus transport must be covered by the extra work you can take on, with profit left over.\n\nExercise: count the jobs you turned away last month and what they would have earned.`,
    nextSteps: [
      'Count the work you turned away last month.',
      'Check the current National Minimum Wage before offering a wage.',
      'Write a simple employment agreement.',
    ],
  },
  {
    id: 'stock-and-suppliers',
    title: 'Buy stock and choose suppliers',
    difficulty: 'intermediate',
    minutes: 6,
    keywords: ['supplier', 'suppliers', 'wholesale', 'stock', 'buying', 'inventory', 'bulk'],
    general: false,
    content:
      'Buying in bulk at a wholesaler is cheaper per unit, but only if you sell it before it spoils or goes out of fashion, and the trip itself costs taxi fares.\n\nCompare at least two suppliers on price, quality and distance. Buy your fastest sellers in bulk and slow sellers in small amounts. Club together with other small traders to share transport or reach bulk prices.\n\nTrack what you buy and what you sell each week, and reorder before you run out of your best sellers.\n\nExercise: list your three fastest-selling items and find a second supplier for each.',
    nextSteps: [
      'Compare two suppliers for your three best sellers.',
      'Share transport to the wholesaler with another trader.',
      'Track stock bought and sold each week.',
    ],
  },
  {
    id: 'count-the-cost-of-working',
    title: 'Count what it costs you to work',
    difficulty: 'beginner',
    minutes: 5,
    keywords: ['transport', 'taxi', 'data', 'airtime', 'costs', 'expenses', 'travel'],
    general: false,
    content:
      'Taxi fares and data quietly eat side-hustle income. A job that pays R300 but needs two taxis each way may leave much less than it seems.\n\nFor one week, note every fare, every data bundle and every airtime top-up used for the business. Divide by the number of jobs: that is your travel and data cost per job. Add it to your prices, or charge a call-out fee for far areas.\n\nTo cut the cost: group jobs by area on the same day, buy data in larger monthly bundles rather than daily ones, and use free Wi-Fi where it is safe for non-sensitive work.\n\nExercise: write down every fare and bundle for the next seven days.',
    nextSteps: [
      'Track every fare and data bundle for one week.',
      'Work out the travel and data cost per job.',
      'Group jobs by area to cut trips.',
    ],
  },
];

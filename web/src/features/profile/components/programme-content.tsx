/**
 * The mentor application's reading matter (spec section 2): benefits, the four-stage programme, the time
 * commitment, the 6-step INCOME framework, the 60-minute session template, and the question and support guides.
 * Plain text and lists: no pictures to download.
 */
import { TextCards, TitledSection } from '../../../components/page-sections.tsx';

/** Spec section 9: a mentor gives 2-4 hours a month; a session runs 60 minutes. */
export const MENTOR_COMMITMENT = '2-4 hours a month';
export const SESSION_MINUTES = 60;

const BENEFITS = [
  {
    title: 'Give back where it counts',
    text: 'Help someone in your community earn their first rand from a skill, not a lucky break.',
  },
  {
    title: 'Grow your name',
    text: 'Your profile sits in the mentor directory, and people who join your sessions become your network.',
  },
  {
    title: 'Sharpen your own business',
    text: 'Explaining what works makes it clearer to you, and mentees bring questions that spark new ideas.',
  },
  {
    title: 'Paid coaching when you are ready',
    text: 'Mentorship is free. Mentors who also coach offer paid one-on-one calls: subscribers pay a monthly plan, and you set your coaching hours in Calendar Management.',
  },
];

const STAGES = [
  {
    name: 'Exposure',
    text: 'Mentees see what is possible: you share how your income started, with real numbers and real setbacks.',
  },
  {
    name: 'Education',
    text: 'You teach the how: pricing, finding customers, registering with SARS, keeping records.',
  },
  {
    name: 'Experience',
    text: 'Mentees try it in small steps between sessions and bring back what happened for the group to learn from.',
  },
  {
    name: 'Executive Coaching',
    text: 'For those ready to grow: focused one-on-one coaching from mentors who offer it.',
  },
];

const INCOME_STEPS = [
  { letter: 'I', name: 'Identify', text: 'the skills, time and resources you already have.' },
  { letter: 'N', name: 'Niche', text: 'down to one problem people around you will pay to have solved.' },
  { letter: 'C', name: 'Create', text: 'a simple offer with a clear price.' },
  { letter: 'O', name: 'Open', text: 'for business: find the first three paying customers.' },
  { letter: 'M', name: 'Manage', text: 'money properly: separate accounts, records, tax.' },
  { letter: 'E', name: 'Expand', text: 'into a second income stream once the first one is steady.' },
];

const SESSION_PLAN = [
  { minutes: '0-5', part: 'Welcome', text: 'Introductions and one sentence from each person on where they are.' },
  { minutes: '5-15', part: 'Your story', text: 'One part of your own income journey, setbacks included.' },
  { minutes: '15-35', part: 'Teach one thing', text: 'A single practical skill, with a local example.' },
  { minutes: '35-50', part: 'Questions and hot seat', text: 'Work through one or two participants’ real situations.' },
  { minutes: '50-55', part: 'Action step', text: 'Everyone names one thing they will do before the next session.' },
  { minutes: '55-60', part: 'Close', text: 'Resources, the next date, and thanks.' },
];

const QUESTIONS = [
  'What would an extra R500 a month change for you?',
  'What do people already ask you to help with?',
  'What could you start this week with what you have?',
  'Who would be your first three customers?',
  'What got in the way since our last session, and what will you try instead?',
];

const SUPPORT = [
  'A session template and these guides, ready to use from your first session.',
  'Calendar Management to schedule sessions and see who joined.',
  'A community of mentors to swap ideas and material with.',
  'A confidential complaint process that keeps mentors and mentees safe.',
  'The AI Income Advisor for local market data to back up your advice.',
];

const sectionTitle = 'text-2xl font-bold tracking-tight text-lilac-950';

export function Benefits() {
  return (
    <TitledSection
      id="benefits-heading"
      title="Why host group sessions"
      className="mt-10"
      titleClassName={sectionTitle}
    >
      <TextCards
        items={BENEFITS}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="rounded-xl border-2 border-lilac-100 bg-lilac-50 p-5"
      />
    </TitledSection>
  );
}

export function Programme() {
  return (
    <TitledSection
      id="programme-heading"
      title="The four-stage programme"
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STAGES.map((stage, index) => (
          <li key={stage.name} className="rounded-xl border-2 border-grass-200 bg-white p-5">
            <p className="text-sm font-bold tracking-wide text-grass-700 uppercase">Stage {index + 1}</p>
            <h3 className="mt-1 text-lg font-bold text-lilac-950">{stage.name}</h3>
            <p className="mt-2 text-neutral-700">{stage.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6 rounded-xl bg-sunshine-100 p-5 text-lilac-950">
        <strong>Your commitment: {MENTOR_COMMITMENT}.</strong> That is one or two {SESSION_MINUTES}-minute group
        sessions, plus a little preparation. You choose the dates.
      </p>
    </TitledSection>
  );
}

export function IncomeFramework() {
  return (
    <TitledSection
      id="income-heading"
      title="The 6-step INCOME framework"
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <p className="mt-2 max-w-2xl text-neutral-700">
        A shared route for your sessions, so mentees can pick up anywhere.
      </p>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {INCOME_STEPS.map((step) => (
          <li key={step.letter} className="flex gap-4 rounded-xl border-2 border-lilac-100 p-4">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-lilac-700 text-xl font-bold text-white"
            >
              {step.letter}
            </span>
            <p className="text-neutral-800">
              <strong className="text-lilac-950">{step.name}</strong> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function SessionTemplate() {
  return (
    <TitledSection
      id="template-heading"
      title={`A ${SESSION_MINUTES}-minute session template`}
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <ol className="mt-4 divide-y divide-lilac-100 rounded-xl border-2 border-lilac-100">
        {SESSION_PLAN.map((item) => (
          <li key={item.minutes} className="grid gap-1 p-4 sm:grid-cols-[8rem_12rem_1fr] sm:gap-4">
            <span className="font-mono text-sm font-semibold text-grass-700">{item.minutes} min</span>
            <span className="font-bold text-lilac-950">{item.part}</span>
            <span className="text-neutral-700">{item.text}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function Guides() {
  return (
    <TitledSection id="guides-heading" title="Guides for your sessions" className="mt-12" titleClassName={sectionTitle}>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border-2 border-lilac-100 p-5">
          <h3 className="text-lg font-bold text-lilac-950">Questions that get people talking</h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
            {QUESTIONS.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border-2 border-lilac-100 p-5">
          <h3 className="text-lg font-bold text-lilac-950">How we support you</h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
            {SUPPORT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </TitledSection>
  );
}

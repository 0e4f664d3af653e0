/**
 * The mentor application's reading matter (spec section 2): benefits, the four-stage programme, the time
 * commitment, the 6-step INCOME framework, the 60-minute session template, and the question and support guides.
 * Plain text and lists: no pictures to download.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TextCards, TitledSection } from '../../../components/page-sections.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { profileCatalog } from '../locales/catalog.ts';

/** Spec section 9: a mentor gives 2-4 hours a month; a session runs 60 minutes. */
export const MENTOR_COMMITMENT = msg`2-4 hours a month`;
export const SESSION_MINUTES = 60;

const BENEFITS = [
  {
    title: msg`Give back where it counts`,
    text: msg`Help someone in your community earn their first rand from a skill, not a lucky break.`,
  },
  {
    title: msg`Grow your name`,
    text: msg`Your profile sits in the mentor directory, and people who join your sessions become your network.`,
  },
  {
    title: msg`Sharpen your own business`,
    text: msg`Explaining what works makes it clearer to you, and mentees bring questions that spark new ideas.`,
  },
  {
    title: msg`Paid coaching when you are ready`,
    text: msg`Mentorship is free. Mentors who also coach offer paid one-on-one calls: subscribers pay a monthly plan, and you set your coaching hours in Calendar Management.`,
  },
];

const STAGES = [
  {
    name: msg`Exposure`,
    text: msg`Mentees see what is possible: you share how your income started, with real numbers and real setbacks.`,
  },
  {
    name: msg`Education`,
    text: msg`You teach the how: pricing, finding customers, registering with SARS, keeping records.`,
  },
  {
    name: msg`Experience`,
    text: msg`Mentees try it in small steps between sessions and bring back what happened for the group to learn from.`,
  },
  {
    name: msg`Executive Coaching`,
    text: msg`For those ready to grow: focused one-on-one coaching from mentors who offer it.`,
  },
];

const INCOME_STEPS = [
  { letter: 'I', name: msg`Identify`, text: msg`the skills, time and resources you already have.` },
  { letter: 'N', name: msg`Niche`, text: msg`down to one problem people around you will pay to have solved.` },
  { letter: 'C', name: msg`Create`, text: msg`a simple offer with a clear price.` },
  { letter: 'O', name: msg`Open`, text: msg`for business: find the first three paying customers.` },
  { letter: 'M', name: msg`Manage`, text: msg`money properly: separate accounts, records, tax.` },
  { letter: 'E', name: msg`Expand`, text: msg`into a second income stream once the first one is steady.` },
];

const SESSION_PLAN = [
  { minutes: '0-5', part: msg`Welcome`, text: msg`Introductions and one sentence from each person on where they are.` },
  { minutes: '5-15', part: msg`Your story`, text: msg`One part of your own income journey, setbacks included.` },
  { minutes: '15-35', part: msg`Teach one thing`, text: msg`A single practical skill, with a local example.` },
  {
    minutes: '35-50',
    part: msg`Questions and hot seat`,
    text: msg`Work through one or two participants’ real situations.`,
  },
  {
    minutes: '50-55',
    part: msg`Action step`,
    text: msg`Everyone names one thing they will do before the next session.`,
  },
  { minutes: '55-60', part: msg`Close`, text: msg`Resources, the next date, and thanks.` },
];

const QUESTIONS = [
  msg`What would an extra R500 a month change for you?`,
  msg`What do people already ask you to help with?`,
  msg`What could you start this week with what you have?`,
  msg`Who would be your first three customers?`,
  msg`What got in the way since our last session, and what will you try instead?`,
];

const SUPPORT = [
  msg`A session template and these guides, ready to use from your first session.`,
  msg`Calendar Management to schedule sessions and see who joined.`,
  msg`A community of mentors to swap ideas and material with.`,
  msg`A confidential complaint process that keeps mentors and mentees safe.`,
  msg`The AI Income Advisor for local market data to back up your advice.`,
];

const sectionTitle = 'text-2xl font-bold tracking-tight text-lilac-950';

export function Benefits() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  return (
    <TitledSection
      id="benefits-heading"
      title={t`Why host group sessions`}
      className="mt-10"
      titleClassName={sectionTitle}
    >
      <TextCards
        items={BENEFITS.map((benefit) => ({ title: t(benefit.title), text: t(benefit.text) }))}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        cardClassName="rounded-xl border-2 border-lilac-100 bg-lilac-50 p-5"
      />
    </TitledSection>
  );
}

export function Programme() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const commitment = t(MENTOR_COMMITMENT);
  return (
    <TitledSection
      id="programme-heading"
      title={t`The four-stage programme`}
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STAGES.map((stage, index) => {
          const stageNumber = index + 1;
          return (
            <li key={stageNumber} className="rounded-xl border-2 border-grass-200 bg-white p-5">
              <p className="text-sm font-bold tracking-wide text-grass-700 uppercase">
                <Trans>Stage {stageNumber}</Trans>
              </p>
              <h3 className="mt-1 text-lg font-bold text-lilac-950">{t(stage.name)}</h3>
              <p className="mt-2 text-neutral-700">{t(stage.text)}</p>
            </li>
          );
        })}
      </ol>
      <p className="mt-6 rounded-xl bg-sunshine-100 p-5 text-lilac-950">
        <Trans>
          <strong>Your commitment: {commitment}.</strong> That is one or two {SESSION_MINUTES}-minute group sessions,
          plus a little preparation. You choose the dates.
        </Trans>
      </p>
    </TitledSection>
  );
}

export function IncomeFramework() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  return (
    <TitledSection
      id="income-heading"
      title={t`The 6-step INCOME framework`}
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <p className="mt-2 max-w-2xl text-neutral-700">
        <Trans>A shared route for your sessions, so mentees can pick up anywhere.</Trans>
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
              {/* The letters spell INCOME in every language: each step's word is translated beside its letter. */}
              <strong className="text-lilac-950">{t(step.name)}</strong> {t(step.text)}
            </p>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function SessionTemplate() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  return (
    <TitledSection
      id="template-heading"
      title={t`A ${SESSION_MINUTES}-minute session template`}
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <ol className="mt-4 divide-y divide-lilac-100 rounded-xl border-2 border-lilac-100">
        {SESSION_PLAN.map(({ minutes, part, text }) => (
          <li key={minutes} className="grid gap-1 p-4 sm:grid-cols-[8rem_12rem_1fr] sm:gap-4">
            <span className="font-mono text-sm font-semibold text-grass-700">
              <Trans>{minutes} min</Trans>
            </span>
            <span className="font-bold text-lilac-950">{t(part)}</span>
            <span className="text-neutral-700">{t(text)}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function Guides() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  return (
    <TitledSection
      id="guides-heading"
      title={t`Guides for your sessions`}
      className="mt-12"
      titleClassName={sectionTitle}
    >
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border-2 border-lilac-100 p-5">
          <h3 className="text-lg font-bold text-lilac-950">
            <Trans>Questions that get people talking</Trans>
          </h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
            {QUESTIONS.map((question) => (
              <li key={question.id}>{t(question)}</li>
            ))}
          </ul>
        </div>
        <div className="rounded-xl border-2 border-lilac-100 p-5">
          <h3 className="text-lg font-bold text-lilac-950">
            <Trans>How we support you</Trans>
          </h3>
          <ul className="mt-3 grid list-disc gap-2 pl-5 text-neutral-800">
            {SUPPORT.map((item) => (
              <li key={item.id}>{t(item)}</li>
            ))}
          </ul>
        </div>
      </div>
    </TitledSection>
  );
}

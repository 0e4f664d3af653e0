import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  AI_LIMITS,
  MicroLearningInputSchema,
  type MicroLearningInput,
  type MicroLearningResult,
} from '../../../../../schema/contract/ai.ts';
import { Badge } from '../../../components/badge.tsx';
import { AdvisorLabel } from '../../../components/advisor-label.tsx';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { showAiFailure } from '../../../lib/ai-answers.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  advisorFailures,
  advisorToasts,
  advisorTools,
  LESSON_DIFFICULTY_STYLES,
  LESSON_DIFFICULTY_TEXTS,
  LESSON_FIELD_ORDER,
  lessonReadyText,
} from '../advisor-texts.ts';
import { useGenerateLesson } from '../api/advisor.ts';
import { useCompleteLesson } from '../api/completed-lessons.ts';
import { AdvisorToolForm } from './advisor-tool.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { advisorCatalog } from '../locales/catalog.ts';

const DONE_STYLE =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-grass-700 bg-grass-100 px-5 py-2.5 font-semibold text-grass-900';

/**
 * The Micro-Learning tab (spec sections 2 and 4): a goal, then a lesson of 5 to 10 minutes. The completed list is
 * the member's list on the server (it only grows); it is also sent with later requests, so the next lesson is new.
 */
export function MicroLearning({
  completedLessons,
}: {
  /** The server's list for a member; empty for a visitor (who sees no counter). */
  completedLessons: readonly string[];
}) {
  useCatalog(advisorCatalog);
  const { t, i18n } = useLingui();
  const toasts = advisorToasts(i18n);
  const generate = useGenerateLesson();
  const complete = useCompleteLesson();
  const [result, setResult] = useState<MicroLearningResult>();
  const form = useForm({
    id: 'lesson',
    initialValues: { goal: '' },
    fields: LESSON_FIELD_ORDER,
    schema: MicroLearningInputSchema,
    toInput: (values) => ({ goal: values.goal, completedLessons: [...completedLessons] }),
  });
  const ask = (input: MicroLearningInput) =>
    generate.mutate(input, {
      onSuccess: (answer) => {
        setResult(answer);
        toast({
          title: toasts.lessonReadyTitle,
          description: lessonReadyText(answer.lesson.title, i18n),
          variant: 'success',
        });
      },
      onError: (error) =>
        showAiFailure(form, error, {
          fallback: advisorFailures(i18n).lessonFailed,
          title: toasts.lessonFailedTitle,
        }),
    });
  const lesson = result?.lesson;
  const done = lesson ? completedLessons.includes(lesson.id) : false;
  const completedCount = completedLessons.length;

  return (
    <div className="grid gap-6">
      {completedLessons.length > 0 ? (
        <p role="status" className="font-semibold text-grass-800">
          <Trans>Lessons Completed: {completedCount}</Trans>
        </p>
      ) : null}
      <AdvisorToolForm {...advisorTools(i18n).lesson} form={form} pending={generate.isPending} onAsk={ask}>
        <TextAreaField
          {...form.field('goal')}
          label={t`What do you want to learn?`}
          hint={t`For example: how to price my catering for small events.`}
          required
          rows={3}
          maxLength={AI_LIMITS.goal}
        />
      </AdvisorToolForm>

      {result && lesson ? (
        <article
          aria-labelledby="lesson-title"
          className="grid gap-3 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="lesson-title" className="text-2xl font-bold text-lilac-950">
            {lesson.title}
          </h2>
          <p className="flex flex-wrap items-center gap-3 text-sm text-neutral-700">
            <Badge size="small" colors={LESSON_DIFFICULTY_STYLES[lesson.difficulty]}>
              {t(LESSON_DIFFICULTY_TEXTS[lesson.difficulty])}
            </Badge>
            <span>{lesson.duration}</span>
          </p>
          <AdvisorLabel advisor={result.advisor} />
          {/* Model output is text: React escapes it, and pre-wrap keeps its line breaks. */}
          <p className="max-w-prose text-neutral-900 whitespace-pre-wrap">{lesson.content}</p>
          {lesson.nextSteps.length > 0 ? (
            <>
              <h3 className="text-lg font-bold text-lilac-950">
                <Trans>Next steps</Trans>
              </h3>
              <ul className="max-w-prose list-disc pl-6">
                {lesson.nextSteps.map((step, index) => (
                  <li key={index} className="whitespace-pre-wrap">
                    {step}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div>
            <button
              type="button"
              // aria-disabled, not disabled: a disabled button drops keyboard focus to the page's start.
              aria-disabled={done || complete.isPending}
              onClick={() => {
                if (done || complete.isPending) return;
                complete.mutate(
                  { lessonId: lesson.id },
                  {
                    onSuccess: () =>
                      toast({
                        title: toasts.lessonDoneTitle,
                        description: toasts.lessonDone,
                        variant: 'success',
                      }),
                    onError: (error) =>
                      toast({
                        title: toasts.lessonSaveFailedTitle,
                        description: errorMessage(error, toasts.lessonSaveFailed),
                        variant: 'destructive',
                      }),
                  },
                );
              }}
              // Done is a state, not a faded button: dark green on light green stays readable.
              className={done ? DONE_STYLE : buttonStyles.secondary}
            >
              {done ? (
                <>
                  <span aria-hidden="true">✓</span> <Trans>Completed</Trans>
                </>
              ) : complete.isPending ? (
                <Trans>Saving...</Trans>
              ) : (
                <Trans>Mark as Complete</Trans>
              )}
            </button>
          </div>
        </article>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { ActionPlan, ActionStep } from '../../../../../schema/contract/coaching-calls-rules.ts';
import type { LocalFormats } from '../../../../../schema/contract/local-formats.ts';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { coachingCatalog } from '../locales/catalog.ts';

const dueDateText = (step: ActionStep, formats: LocalFormats) =>
  step.dueDate ? formats.calendarDate(step.dueDate) : null;

/**
 * An action plan: the coach's summary, the next steps (with their due dates) and the links. `onTick` makes each step
 * a checkbox the subscriber ticks done; without it the steps are a plain list (the coach's copy).
 */
export function ActionPlanView({
  plan,
  onTick,
  tickingStepId = null,
}: {
  plan: ActionPlan;
  onTick?: (step: ActionStep, done: boolean) => void;
  /** The step whose tick is on its way: its box waits. */
  tickingStepId?: number | null;
}) {
  useCatalog(coachingCatalog);
  return (
    <div className="mt-2 grid gap-3">
      <p className="whitespace-pre-line text-neutral-800">{plan.summary}</p>
      <div>
        <h5 className="font-semibold text-neutral-900">
          <Trans>Next steps</Trans>
        </h5>
        <ul className="mt-1 grid gap-1">
          {plan.steps.map((step) => (
            <li key={step.id}>
              {onTick ? (
                <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
                  <input
                    type="checkbox"
                    checked={step.done}
                    disabled={tickingStepId === step.id}
                    onChange={(event) => onTick(step, event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-lilac-700"
                  />
                  <StepText step={step} />
                </label>
              ) : (
                <p className="flex gap-2 py-1">
                  <span aria-hidden="true">{step.done ? '✓' : '•'}</span>
                  <StepText step={step} />
                  {step.done ? (
                    <span className="sr-only">
                      {' '}
                      <Trans>(done)</Trans>
                    </span>
                  ) : null}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
      {plan.links.length > 0 ? (
        <div>
          <h5 className="font-semibold text-neutral-900">
            <Trans>Links</Trans>
          </h5>
          <ul className="mt-1 grid gap-1">
            {plan.links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} target="_blank" rel="noopener noreferrer" className={textLinkStyle}>
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function StepText({ step }: { step: ActionStep }) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const formats = useFormats();
  const dueDate = dueDateText(step, formats);
  const due = dueDate ? t`Due ${dueDate}` : null;
  return (
    <span>
      <span className={step.done ? 'text-neutral-600 line-through' : 'text-neutral-900'}>{step.text}</span>
      {due ? <span className="block text-sm text-neutral-700">{due}</span> : null}
    </span>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormats } from '../../../lib/i18n/use-formats.ts';
import { ListState } from '../../../components/list/list-state.tsx';
import { buttonStyles, smallButtonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { useCoachSlots } from '../api/slots.ts';
import { addDays, dayLabel, sastDay, slotsByDay } from '../calls-rules.ts';

/** Days asked for at a time: two weeks fit a phone's screen as a row of days and stay far under the API's limit. */
const WINDOW_DAYS = 14;

const choiceStyle =
  'min-h-11 rounded-lg border-2 px-3 py-2 text-left font-semibold aria-pressed:border-lilac-700 aria-pressed:bg-lilac-700 aria-pressed:text-white border-lilac-200 bg-white text-lilac-900 hover:border-lilac-500';

const endOf = (slot: string, minutes: number) => new Date(Date.parse(slot) + minutes * 60_000).toISOString();

/**
 * Picking an open time with a coach: two weeks of South African days at a time, the days that have open times, then
 * that day's times as a list of buttons; `confirmLabel` on the button that books (or moves) the call at the chosen
 * time. The server's refusal of a try (the time was taken meanwhile, no calls left) is said above the times, which
 * are read again.
 */
export function SlotPicker({
  id,
  mentorId,
  coachName,
  confirmLabel,
  pendingLabel,
  failed,
  pending,
  onConfirm,
}: {
  id: string;
  mentorId: number;
  coachName: string;
  confirmLabel: string;
  pendingLabel: string;
  /** Said when a refusal brings no reason of the server's. */
  failed: string;
  pending: boolean;
  /** Books or moves the call; a rejection's reason is said above the times. */
  onConfirm: (startsAt: string) => Promise<unknown>;
}) {
  useCatalog(coachingCatalog);
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const today = sastDay(new Date());
  const [from, setFrom] = useState(today);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosenSlot, setChosenSlot] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const to = addDays(from, WINDOW_DAYS - 1);
  const slots = useCoachSlots(mentorId, { from, to });
  const firstDay = dayLabel(from, i18n);
  const lastDay = dayLabel(to, i18n);
  const confirm = (slot: string) => {
    setProblem(null);
    onConfirm(slot).catch((error: unknown) => {
      if (!isUnauthorizedError(error)) setProblem(errorMessage(error, failed));
    });
  };
  const move = (days: number) => {
    setFrom(addDays(from, days));
    setChosenDay(null);
    setChosenSlot(null);
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-neutral-900">
          <Trans>
            {firstDay} to {lastDay}
          </Trans>
          <span className="block text-sm font-normal text-neutral-700">
            <Trans>South African time (SAST)</Trans>
          </span>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => move(-WINDOW_DAYS)}
            disabled={from <= today}
            className={smallButtonStyles.outline}
          >
            <Trans>Earlier days</Trans>
          </button>
          <button type="button" onClick={() => move(WINDOW_DAYS)} className={smallButtonStyles.outline}>
            <Trans>Later days</Trans>
          </button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {problem}
        </p>
      ) : null}
      <ListState
        query={slots}
        what={t`${coachName}’s open times`}
        isEmpty={(data) => data.slots.length === 0}
        empty={
          <p className="rounded-lg bg-lilac-50 p-4 text-neutral-800">
            <Trans>No open times in these days. Try later days, or ask {coachName} in your coaching chat.</Trans>
          </p>
        }
      >
        {(data) => {
          const days = slotsByDay(data.slots);
          const day = days.find((d) => d.day === chosenDay) ?? days[0]!;
          const slot = chosenSlot && day.slots.includes(chosenSlot) ? chosenSlot : null;
          const chosenDayLabel = dayLabel(day.day, i18n);
          const minutes = data.durationMinutes;
          const chosenTime = slot ? formats.timeRange(slot, endOf(slot, minutes)) : null;
          return (
            <>
              {/* min-w-0: the row of days scrolls sideways on a phone instead of widening the page. */}
              <div className="min-w-0">
                <h5 id={`${id}-days`} className="mb-2 font-semibold text-neutral-900">
                  <Trans>Days with open times</Trans>
                </h5>
                <ul aria-labelledby={`${id}-days`} className="flex gap-2 overflow-x-auto pb-1">
                  {days.map((d) => {
                    const timesCount = d.slots.length;
                    return (
                      <li key={d.day} className="shrink-0">
                        <button
                          type="button"
                          aria-pressed={d.day === day.day}
                          onClick={() => setChosenDay(d.day)}
                          className={choiceStyle}
                        >
                          {dayLabel(d.day, i18n)}
                          <span className="block text-sm font-normal">
                            <Plural value={timesCount} one="# time" other="# times" />
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
              <div>
                <h5 id={`${id}-times`} className="mb-2 font-semibold text-neutral-900">
                  <Trans>
                    Open times on {chosenDayLabel} ({minutes} minutes each)
                  </Trans>
                </h5>
                <ul aria-labelledby={`${id}-times`} className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
                  {day.slots.map((s) => (
                    <li key={s}>
                      <button
                        type="button"
                        aria-pressed={s === slot}
                        onClick={() => setChosenSlot(s)}
                        className={`${choiceStyle} w-full text-center`}
                      >
                        {formats.timeRange(s, endOf(s, data.durationMinutes))}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
              <button
                type="button"
                disabled={!slot || pending}
                onClick={() => slot && confirm(slot)}
                className={`${buttonStyles.primary} w-full sm:w-fit`}
              >
                {pending
                  ? pendingLabel
                  : chosenTime
                    ? t`${confirmLabel}: ${chosenDayLabel} at ${chosenTime}`
                    : t`Choose a time first`}
              </button>
            </>
          );
        }}
      </ListState>
    </div>
  );
}

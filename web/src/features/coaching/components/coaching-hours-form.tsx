import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  AvailabilitySchema,
  WEEKDAYS,
  type CoachAvailability,
  type DateOverride,
} from '../../../../../schema/contract/coaching-calls.ts';
import { describedBy, FieldError, TextField } from '../../../components/form/fields.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { smallButtonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useSaveAvailability } from '../api/availability.ts';
import { dayLabel, sastDay } from '../calls-rules.ts';
import {
  HOURS_FIELDS,
  hoursInput,
  hoursSpecs,
  hoursValues,
  nameTheDay,
  nextOverride,
  WEEKDAY_NAMES,
  type HoursField,
} from '../hours-form.ts';
import { coachingCatalog } from '../locales/catalog.ts';
import { DayRanges } from './hours-ranges.tsx';

const FORM_ID = 'coaching-hours';
const groupTitle = 'text-lg font-bold text-lilac-950 outline-none';

/**
 * The coach's hours and booking rules (`PUT /api/coaching/availability`), checked with the contract's own schema
 * before sending; a problem shows beside its part of the form (the day it is on named), the server's too.
 */
export function CoachingHoursForm({ availability }: { availability: CoachAvailability }) {
  useCatalog(coachingCatalog);
  const { t, i18n } = useLingui();
  const save = useSaveAvailability();
  const form = useForm({
    id: FORM_ID,
    initialValues: hoursValues(availability),
    fields: HOURS_FIELDS,
    specs: hoursSpecs(i18n),
    schema: AvailabilitySchema,
    toInput: hoursInput,
    reword: (found, values) => nameTheDay(found, values, i18n),
  });
  const { values, setValue } = form;
  const send = sendForm(
    save,
    form,
    {
      savedTitle: t`Coaching hours saved`,
      saved: t`Subscribers connected to you can book the new times now.`,
      failedTitle: t`Could not save your coaching hours`,
      failed: t`Please try again.`,
    },
    (saved) => form.reset(hoursValues(saved)),
  );
  const setOverride = (index: number, next: DateOverride | null) =>
    setValue(
      'overrides',
      next === null
        ? values.overrides.filter((_, i) => i !== index)
        : values.overrides.map((o, i) => (i === index ? next : o)),
    );

  return (
    <PageForm
      labelledBy="coaching-hours-title"
      {...form.frameProps(send)}
      submitLabel={t`Save coaching hours`}
      pending={save.isPending}
      className="mt-6 grid gap-8 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6"
    >
      <HoursGroup field="weeklyHours" title={t`Weekly hours`} form={form}>
        <ul className="grid gap-4">
          {WEEKDAYS.map((day) => (
            <li key={day} className="grid gap-2 border-b border-lilac-100 pb-4 last:border-b-0 md:grid-cols-[8rem_1fr]">
              <h3 className="pt-2 font-semibold text-neutral-900">{t(WEEKDAY_NAMES[day])}</h3>
              <DayRanges
                id={`${FORM_ID}-${day}`}
                name={t(WEEKDAY_NAMES[day])}
                ranges={values.weeklyHours[day]}
                empty={t`Not available`}
                onChange={(ranges) => setValue('weeklyHours', { ...values.weeklyHours, [day]: ranges })}
              />
            </li>
          ))}
        </ul>
      </HoursGroup>

      <HoursGroup
        field="overrides"
        title={t`Date overrides`}
        hint={t`A date with hours of its own instead of its weekday’s: a holiday, a day off, a day with different times.`}
        form={form}
      >
        {values.overrides.length > 0 ? (
          <ul className="grid gap-4">
            {values.overrides.map((override, index) => {
              const dateNumber = index + 1;
              const name = override.date ? dayLabel(override.date, i18n) : t`date ${dateNumber}`;
              return (
                <li key={index} className="grid gap-3 rounded-xl bg-lilac-50 p-3 sm:p-4">
                  <div className="flex flex-wrap items-end gap-3">
                    <TextField
                      id={`${FORM_ID}-override-${index}`}
                      type="date"
                      label={t`Date`}
                      value={override.date}
                      onValueChange={(date) => setOverride(index, { ...override, date })}
                      className="w-48"
                    />
                    <button
                      type="button"
                      onClick={() => setOverride(index, null)}
                      className={smallButtonStyles.dangerOutline}
                    >
                      <Trans>
                        Remove date<span className="sr-only"> {name}</span>
                      </Trans>
                    </button>
                  </div>
                  <DayRanges
                    id={`${FORM_ID}-override-${index}`}
                    name={name}
                    ranges={override.ranges}
                    empty={t`Day off: no calls on this date.`}
                    onChange={(ranges) => setOverride(index, { ...override, ranges })}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        <button
          type="button"
          onClick={() =>
            setValue('overrides', [...values.overrides, nextOverride(values.overrides, sastDay(new Date()))])
          }
          className={`${smallButtonStyles.outline} w-fit`}
        >
          <Trans>Add a date</Trans>
        </button>
      </HoursGroup>

      <fieldset className="grid min-w-0 gap-4">
        <legend className={groupTitle}>
          <Trans>Booking rules</Trans>
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...form.field('noticeHours')} />
          <TextField {...form.field('bufferMinutes')} />
          <TextField {...form.field('horizonDays')} />
          <TextField {...form.field('weeklyCap')} />
        </div>
        <TextField {...form.field('meetingLink')} />
      </fieldset>
    </PageForm>
  );
}

/**
 * A part of the form whose problems are the group's own (a day's ranges, the overrides): its legend takes the focus of
 * a problem, and the message shows under it.
 */
function HoursGroup({
  field,
  title,
  hint,
  form,
  children,
}: {
  field: HoursField;
  title: string;
  hint?: string;
  form: { fieldId: (field: HoursField) => string; errors: Partial<Record<HoursField, string>> };
  children: ReactNode;
}) {
  const id = form.fieldId(field);
  return (
    <fieldset className="grid min-w-0 gap-4" aria-describedby={describedBy(id, { error: form.errors[field] })}>
      <legend id={id} tabIndex={-1} className={groupTitle}>
        {title}
      </legend>
      {hint ? <p className="-mt-2 text-neutral-700">{hint}</p> : null}
      <FieldError id={id} message={form.errors[field]} />
      {children}
    </fieldset>
  );
}

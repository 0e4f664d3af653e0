import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { GroupSession } from '../../../../../schema/contract/sessions.ts';
import { SESSION_CATEGORIES, SESSION_LIMITS, SESSION_MESSAGES } from '../../../../../schema/contract/sessions-rules.ts';
import { formatMinutes, toSastInputs } from '../../../components/date-time.ts';
import { DialogClose } from '../../../components/ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  applySessionChange,
  createSession,
  invalidateSessionLists,
  updateSession,
} from '../../group-sessions/api/sessions.ts';
import { MeetingLinkField } from '../../group-sessions/components/meeting-link-field.tsx';
import type { FormErrors } from '../../group-sessions/session-form.ts';
import { splitToastMessage } from '../../group-sessions/session-form.ts';
import {
  addMinutes,
  checkCalendarForm,
  createPayload,
  durationBetween,
  EMPTY_CALENDAR_FORM,
  updatePayload,
  valuesFromSession,
  type CalendarFormValues,
} from '../calendar-form.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const FIELD_ORDER: (keyof CalendarFormValues)[] = [
  'title',
  'description',
  'sessionDate',
  'startTime',
  'endTime',
  'maxParticipants',
  'location',
  'category',
  'meetingLink',
];

const categoryOptions = SESSION_CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * The calendar session form (spec section 5) for the Create Session and Edit dialogs. Creating sends the calendar
 * payload with status 'scheduled', location and category; editing sends only what changed (PATCH), and keeps the
 * capacity at or above the people already registered.
 */
export function CalendarSessionForm({ session, onDone }: { session?: GroupSession; onDone: () => void }) {
  const client = useQueryClient();
  const editing = session !== undefined;
  const prefix = editing ? `edit-session-${session.id}` : 'new-session';
  const fieldId = (field: keyof CalendarFormValues) => `${prefix}-${field}`;
  const [original] = useState(() => (session ? valuesFromSession(session) : undefined));
  const [values, setValues] = useState<CalendarFormValues>(original ?? EMPTY_CALENDAR_FORM);
  const [errors, setErrors] = useState<FormErrors<CalendarFormValues>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof CalendarFormValues) => (value: string) => {
    setValues((previous) => {
      const next = { ...previous, [field]: value };
      // A start time with no end yet: offer the usual hour.
      if (field === 'startTime' && value && !previous.endTime)
        next.endTime = addMinutes(value, SESSION_LIMITS.defaultDuration);
      return next;
    });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setFormError(undefined);
  };

  const create = useMutation({
    mutationFn: createSession,
    onSuccess: async () => {
      toast({ ...splitToastMessage(SESSION_MESSAGES.created), variant: 'success' });
      setValues(EMPTY_CALENDAR_FORM);
      onDone();
      await invalidateSessionLists(client);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const description = errorMessage(error, 'Failed to create session. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
      setFormError(`Error: ${description}`);
    },
  });

  const update = useMutation({
    mutationFn: (changes: Parameters<typeof updateSession>[1]) => updateSession(session!.id, changes),
    onSuccess: (fresh) => {
      applySessionChange(client, fresh);
      toast({ title: 'Session Updated', description: 'Your changes have been saved.', variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const description = errorMessage(error, 'Failed to update session. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
      setFormError(`Error: ${description}`);
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkCalendarForm(values, { original, registered: session?.currentParticipants ?? 0 });
    if (!check.ok) {
      setErrors(check.errors);
      // Said inside the dialog too: a modal dialog hides the toast region from screen readers.
      setFormError(check.formError ?? check.toast);
      if (check.toast) toast({ ...splitToastMessage(check.toast), variant: 'destructive' });
      if (check.formError) alertRef.current?.focus();
      else {
        const first = FIELD_ORDER.find((field) => check.errors[field]);
        if (first) document.getElementById(fieldId(first))?.focus();
      }
      return;
    }
    setErrors({});
    setFormError(undefined);
    if (!editing) {
      create.mutate(createPayload(check.value));
      return;
    }
    const changes = updatePayload(check.value, session);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(changes);
  };

  const duration = durationBetween(values.startTime, values.endTime);
  const today = toSastInputs(new Date().toISOString()).date;

  return (
    <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
      <FormAlert ref={alertRef} message={formError} />
      <TextField
        id={fieldId('title')}
        label="Title"
        required
        value={values.title}
        onValueChange={set('title')}
        error={errors.title}
        maxLength={SESSION_LIMITS.titleMax}
      />
      <TextAreaField
        id={fieldId('description')}
        label="Description"
        required
        value={values.description}
        onValueChange={set('description')}
        error={errors.description}
        maxLength={SESSION_LIMITS.descriptionMax}
        hint="What will people learn, and what should they bring?"
      />
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-semibold text-neutral-900">When (South African time)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            id={fieldId('sessionDate')}
            label="Date"
            type="date"
            required
            min={editing ? undefined : today}
            value={values.sessionDate}
            onValueChange={set('sessionDate')}
            error={errors.sessionDate}
          />
          <TextField
            id={fieldId('startTime')}
            label="Start time"
            type="time"
            required
            value={values.startTime}
            onValueChange={set('startTime')}
            error={errors.startTime}
          />
          <TextField
            id={fieldId('endTime')}
            label="End time"
            type="time"
            required
            value={values.endTime}
            onValueChange={set('endTime')}
            error={errors.endTime}
          />
        </div>
        <p className="text-sm text-neutral-700" aria-live="polite">
          {duration !== null
            ? `Duration: ${formatMinutes(duration)} (${SESSION_LIMITS.minDuration} to ${SESSION_LIMITS.maxDuration} allowed).`
            : `Sessions run ${SESSION_LIMITS.minDuration} to ${SESSION_LIMITS.maxDuration} minutes.`}
        </p>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={fieldId('maxParticipants')}
          label="Maximum participants"
          type="number"
          inputMode="numeric"
          required
          min={Math.max(SESSION_LIMITS.minParticipants, session?.currentParticipants ?? 0)}
          max={SESSION_LIMITS.maxParticipants}
          value={values.maxParticipants}
          onValueChange={set('maxParticipants')}
          error={errors.maxParticipants}
          hint={
            session && session.currentParticipants > 0
              ? `${session.currentParticipants} already registered; at most ${SESSION_LIMITS.maxParticipants}.`
              : `${SESSION_LIMITS.minParticipants} to ${SESSION_LIMITS.maxParticipants} people.`
          }
        />
        <SelectField
          id={fieldId('category')}
          label="Category"
          required
          placeholder="Choose a category"
          options={categoryOptions}
          value={values.category}
          onValueChange={set('category')}
          error={errors.category}
        />
      </div>
      <TextField
        id={fieldId('location')}
        label="Location"
        required
        value={values.location}
        onValueChange={set('location')}
        error={errors.location}
        maxLength={SESSION_LIMITS.locationMax}
        hint="“Online”, or a venue and town, e.g. Soweto Library, Johannesburg."
      />
      <MeetingLinkField
        id={fieldId('meetingLink')}
        value={values.meetingLink}
        onValueChange={set('meetingLink')}
        error={errors.meetingLink}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose type="button" className={buttonStyles.outline} disabled={pending}>
          Cancel
        </DialogClose>
        <button type="submit" disabled={pending} className={buttonStyles.primary}>
          {editing ? (pending ? 'Saving…' : 'Save changes') : pending ? 'Creating…' : 'Create Session'}
        </button>
      </div>
    </form>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { SESSION_LIMITS, SESSION_MESSAGES } from '../../../../../schema/contract/sessions-rules.ts';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { errorMessage, isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { createSession, invalidateSessionLists } from '../api/sessions.ts';
import {
  checkGroupSessionForm,
  EMPTY_GROUP_SESSION_FORM,
  splitToastMessage,
  type FormErrors,
  type GroupSessionFormValues,
} from '../session-form.ts';
import { MeetingLinkField } from './meeting-link-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

const FIELD_ORDER: (keyof GroupSessionFormValues)[] = [
  'title',
  'description',
  'scheduledAt',
  'duration',
  'maxParticipants',
  'meetingLink',
];
const fieldId = (field: keyof GroupSessionFormValues) => `new-session-${field}`;

/** The group sessions page's create form for mentors (spec section 5), in a dialog. */
export function CreateGroupSessionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY_GROUP_SESSION_FORM);
  const [errors, setErrors] = useState<FormErrors<GroupSessionFormValues>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const alertRef = useRef<HTMLDivElement>(null);

  const set = (field: keyof GroupSessionFormValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const reset = () => {
    setValues(EMPTY_GROUP_SESSION_FORM);
    setErrors({});
    setFormError(undefined);
  };

  const create = useMutation({
    mutationFn: createSession,
    onSuccess: async () => {
      toast({ ...splitToastMessage(SESSION_MESSAGES.created), variant: 'success' });
      reset();
      onOpenChange(false);
      await invalidateSessionLists(client);
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return;
      const reason = errorMessage(error, 'Please try again.');
      toast({ title: SESSION_MESSAGES.createFailed, description: reason, variant: 'destructive' });
      setFormError(`${SESSION_MESSAGES.createFailed}: ${reason}`);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkGroupSessionForm(values);
    if (!check.ok) {
      setErrors(check.errors);
      setFormError(check.formError);
      const first = FIELD_ORDER.find((field) => check.errors[field]);
      if (check.formError) alertRef.current?.focus();
      else if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setFormError(undefined);
    create.mutate(check.payload);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && !create.isPending) reset();
      }}
    >
      <DialogContent size="lg">
        <DialogTitle>Create a group session</DialogTitle>
        <DialogDescription className="mt-1">
          Free group mentorship: pick a time (South African time), how long it runs and how many people can join.
        </DialogDescription>
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
          <TextField
            id={fieldId('scheduledAt')}
            label="Scheduled date and time"
            type="datetime-local"
            required
            value={values.scheduledAt}
            onValueChange={set('scheduledAt')}
            error={errors.scheduledAt}
            hint="South African time (SAST)."
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={fieldId('duration')}
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={SESSION_LIMITS.minDuration}
              max={SESSION_LIMITS.maxDuration}
              step={15}
              value={values.duration}
              onValueChange={set('duration')}
              error={errors.duration}
              hint={`${SESSION_LIMITS.minDuration} to ${SESSION_LIMITS.maxDuration} minutes.`}
            />
            <TextField
              id={fieldId('maxParticipants')}
              label="Maximum participants"
              type="number"
              inputMode="numeric"
              min={SESSION_LIMITS.groupPageMinParticipants}
              max={SESSION_LIMITS.maxParticipants}
              value={values.maxParticipants}
              onValueChange={set('maxParticipants')}
              error={errors.maxParticipants}
              hint={`${SESSION_LIMITS.groupPageMinParticipants} to ${SESSION_LIMITS.maxParticipants} people.`}
            />
          </div>
          <MeetingLinkField
            id={fieldId('meetingLink')}
            value={values.meetingLink}
            onValueChange={set('meetingLink')}
            error={errors.meetingLink}
          />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <DialogClose type="button" className={buttonStyles.outline}>
              Cancel
            </DialogClose>
            <button type="submit" disabled={create.isPending} className={buttonStyles.primary}>
              {create.isPending ? 'Creating…' : 'Create Session'}
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  CreateGroupSessionInput,
  GroupSession,
  UpdateGroupSessionInput,
} from '../../../../../schema/contract/sessions.ts';
import { SESSION_CATEGORIES, SESSION_LIMITS } from '../../../../../schema/contract/sessions-rules.ts';
import { toSastInputs } from '../../../components/date-time.ts';
import { SelectField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { isUnauthorizedError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useCreateSession, useUpdateSession } from '../api/sessions.ts';
import { groupSessionsCatalog } from '../locales/catalog.ts';
import { SESSION_TEXTS } from '../session-texts.ts';
import {
  addMinutes,
  durationBetween,
  maxParticipantsField,
  SESSION_FORM_TEXTS,
  sessionFields,
  type SessionScreen,
} from '../session-form.ts';
import { sessionFormSetup } from '../session-form-setup.ts';
import { MeetingLinkField } from './meeting-link-field.tsx';

const categoryOptions = SESSION_CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * The one session form, in its dialog (spec sections 3 and 5). `screen` 'group' is the group sessions page's
 * create form (a date-time, a duration, 2-50 people); 'calendar' is the calendar's Create Session dialog, or its
 * Edit dialog when `session` is given (date, start and end times, location and category; an edit sends only what
 * changed and keeps people's seats). Every rule of the contract is checked before sending, each message beside its
 * field; a failed request keeps everything typed.
 */
export function SessionFormDialog({
  screen,
  session,
  open,
  onOpenChange,
}: {
  screen: SessionScreen;
  session?: GroupSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  useCatalog(groupSessionsCatalog);
  const { t, i18n } = useLingui();
  const { texts, description, ...setup } = sessionFormSetup(screen, session);
  const form = useForm({ ...setup, specs: sessionFields(i18n) });
  const create = useCreateSession();
  const update = useUpdateSession();
  const pending = create.isPending || update.isPending;
  const calendar = screen === 'calendar';
  const editing = session !== undefined;

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  /** A refused request, said once in the dialog: beside the fields (a 400), else in its alert ('Error: …'). */
  const refused = (error: unknown) => {
    if (isUnauthorizedError(error)) return; // the app's 401 handling says so and signs in again
    form.showServerError(error, t(texts.failed), t(texts.failedTitle));
  };

  const send = (input: CreateGroupSessionInput | UpdateGroupSessionInput) => {
    if (!session) {
      create.mutate(input, {
        onSuccess: () => {
          toast({ title: t(SESSION_TEXTS.createdTitle), description: t(SESSION_TEXTS.created), variant: 'success' });
          close();
        },
        onError: refused,
      });
      return;
    }
    if (Object.keys(input).length === 0) return close(); // nothing changed
    update.mutate(
      { id: session.id, changes: input },
      {
        onSuccess: () => {
          toast({
            title: t(SESSION_FORM_TEXTS.updatedTitle),
            description: t(SESSION_FORM_TEXTS.updated),
            variant: 'success',
          });
          close();
        },
        onError: refused,
      },
    );
  };

  const submit = form.handleSubmit(send);
  const setStartTime = (startTime: string) => {
    form.setValue('startTime', startTime);
    // A start time with no end yet: offer the usual hour.
    if (startTime && !form.values.endTime)
      form.setValue('endTime', addMinutes(startTime, SESSION_LIMITS.defaultDuration));
  };
  const duration = durationBetween(form.values.startTime, form.values.endTime);
  const { minDuration, maxDuration } = SESSION_LIMITS;
  const maxParticipants = (
    <TextField
      {...form.field('maxParticipants')}
      {...maxParticipantsField(screen, session?.currentParticipants ?? 0, i18n)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && !pending) form.reset();
      }}
    >
      <DialogContent size="lg">
        <DialogTitle>{t(texts.title)}</DialogTitle>
        <DialogDescription className="mt-1">{description(i18n)}</DialogDescription>
        <DialogForm
          onSubmit={submit}
          alert={form.alert}
          submitLabel={editing ? t`Save changes` : t`Create Session`}
          pendingLabel={editing ? t`Saving…` : t`Creating…`}
          pending={pending}
          // The calendar keeps its dialog open while saving; the group page lets it close (the toast follows).
          cancelDisabled={calendar && pending}
        >
          <TextField {...form.field('title')} />
          <TextAreaField {...form.field('description')} />
          {calendar ? (
            <fieldset className="grid gap-4">
              <legend className="mb-1 font-semibold text-neutral-900">
                <Trans>When (South African time)</Trans>
              </legend>
              <div className="grid gap-4 sm:grid-cols-3">
                <TextField
                  {...form.field('sessionDate')}
                  min={editing ? undefined : toSastInputs(new Date().toISOString()).date}
                />
                <TextField {...form.field('startTime')} onValueChange={setStartTime} />
                <TextField {...form.field('endTime')} />
              </div>
              <p className="text-sm text-neutral-700" aria-live="polite">
                {duration !== null
                  ? t`Duration: ${plural(duration, { one: '# minute', other: '# minutes' })} (${minDuration} to ${maxDuration} allowed).`
                  : t`Sessions run ${minDuration} to ${maxDuration} minutes.`}
              </p>
            </fieldset>
          ) : (
            <TextField {...form.field('scheduledAt')} />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {calendar ? (
              <>
                {maxParticipants}
                <SelectField {...form.field('category')} placeholder={t`Choose a category`} options={categoryOptions} />
              </>
            ) : (
              <>
                <TextField {...form.field('duration')} />
                {maxParticipants}
              </>
            )}
          </div>
          {calendar ? <TextField {...form.field('location')} /> : null}
          <MeetingLinkField {...form.field('meetingLink')} />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

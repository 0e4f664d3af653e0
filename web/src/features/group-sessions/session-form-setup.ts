/**
 * Which contract schema and which of its own rules each screen's session form runs. Apart from session-form.ts
 * because it imports the zod schemas: only the form's dialog (loaded when opened) and the tests need them.
 */
import type { I18n } from '@lingui/core';
import {
  CreateGroupSessionInputSchema,
  UpdateGroupSessionInputSchema,
  type GroupSession,
} from '../../../../schema/contract/sessions.ts';
import type { UseFormOptions } from '../../components/form/use-form.ts';
import {
  calendarFieldOf,
  checkCalendar,
  checkGroupPage,
  emptySessionValues,
  rewordCalendar,
  rewordGroupPage,
  SESSION_FORM_DESCRIPTIONS,
  SESSION_FORM_FIELDS,
  SESSION_FORM_TEXTS,
  toCalendarCreateInput,
  toCalendarUpdateInput,
  toGroupPageInput,
  valuesFromSession,
  type SessionField,
  type SessionFormValues,
  type SessionDialogTexts,
  type SessionScreen,
} from './session-form.ts';

type SessionSchema = typeof CreateGroupSessionInputSchema | typeof UpdateGroupSessionInputSchema;

/** What `useForm` gets for one screen, and what its dialog says. */
export interface SessionFormSetup extends UseFormOptions<SessionFormValues, SessionField, SessionSchema> {
  /** The dialog's texts; the Edit dialog's description names the session (`{title}`). */
  texts: SessionDialogTexts;
  description: (i18n: I18n) => string;
}

/**
 * Everything that differs between the screens: fields, the schema, rules beyond the contract's, wording and the
 * request body. The calendar's Edit dialog is `session`'s.
 */
export function sessionFormSetup(screen: SessionScreen, session?: GroupSession): SessionFormSetup {
  if (screen === 'group') {
    return {
      id: 'new-session',
      fields: SESSION_FORM_FIELDS.group,
      texts: SESSION_FORM_TEXTS.group,
      description: SESSION_FORM_DESCRIPTIONS.group,
      initialValues: emptySessionValues(),
      schema: CreateGroupSessionInputSchema,
      toInput: toGroupPageInput,
      check: checkGroupPage,
      reword: rewordGroupPage,
    };
  }
  const shared = {
    fields: SESSION_FORM_FIELDS.calendar,
    fieldOf: calendarFieldOf,
    check: checkCalendar,
    reword: rewordCalendar,
  };
  if (!session) {
    return {
      ...shared,
      id: 'new-session',
      texts: SESSION_FORM_TEXTS.calendarCreate,
      description: SESSION_FORM_DESCRIPTIONS.calendarCreate,
      initialValues: emptySessionValues(),
      schema: CreateGroupSessionInputSchema,
      toInput: toCalendarCreateInput,
    };
  }
  return {
    ...shared,
    id: `edit-session-${session.id}`,
    texts: SESSION_FORM_TEXTS.calendarEdit,
    description: (i18n) => SESSION_FORM_DESCRIPTIONS.calendarEdit(session.title, i18n),
    initialValues: valuesFromSession(session),
    schema: UpdateGroupSessionInputSchema,
    toInput: (values) => toCalendarUpdateInput(values, session),
  };
}

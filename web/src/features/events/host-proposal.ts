/**
 * The "Become an Event Host" form's values, texts and request body. Its rules are the contract's
 * EventHostProposalInputSchema (title, description and city required; attendees a whole number if given), which
 * the form kit runs before sending.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InputHTMLAttributes } from 'react';
import type { EventHostProposalInput } from '../../../../schema/contract/events.ts';
import { EVENT_PROPOSAL_LIMITS, EVENT_TYPES, type EventType } from '../../../../schema/contract/events-rules.ts';
import { eventTypeLabel } from './event-display.ts';

/** A field's label, hint and input attributes, as the dialog spreads them into its field. */
type FieldSpec = { label: string; hint?: string; required?: boolean } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'min' | 'max' | 'maxLength'
>;

/** A field's texts before they are said in the page's language. */
type FieldTexts = Omit<FieldSpec, 'label' | 'hint'> & { label: MessageDescriptor; hint?: MessageDescriptor };

/**
 * Each field, in screen order (the first with a problem is focused): what it says and allows, with the contract's
 * limits.
 */
const PROPOSAL_FIELD_TEXTS = {
  title: { label: msg`Event title`, required: true, maxLength: EVENT_PROPOSAL_LIMITS.titleMax },
  type: { label: msg`Kind of event` },
  description: {
    label: msg`What happens at it?`,
    hint: msg`Who it is for, what people will learn or do, and who is speaking.`,
    required: true,
    maxLength: EVENT_PROPOSAL_LIMITS.descriptionMax,
  },
  city: {
    label: msg`City or town`,
    hint: msg`Or “Online”.`,
    required: true,
    maxLength: EVENT_PROPOSAL_LIMITS.cityMax,
  },
  proposedDate: {
    label: msg`When (optional)`,
    hint: msg`A date, or e.g. “a Saturday in March”.`,
    maxLength: EVENT_PROPOSAL_LIMITS.proposedDateMax,
  },
  expectedAttendees: {
    label: msg`Expected attendees (optional)`,
    type: 'number',
    inputMode: 'numeric',
    min: EVENT_PROPOSAL_LIMITS.attendeesMin,
    max: EVENT_PROPOSAL_LIMITS.attendeesMax,
  },
  contactDetails: {
    label: msg`How to reach you (optional)`,
    hint: msg`A phone number or email. We use your account email if you leave it empty.`,
    maxLength: EVENT_PROPOSAL_LIMITS.contactDetailsMax,
  },
} satisfies Record<string, FieldTexts>;

export type ProposalField = keyof typeof PROPOSAL_FIELD_TEXTS;
export const PROPOSAL_FIELD_ORDER = Object.keys(PROPOSAL_FIELD_TEXTS) as ProposalField[];

/** Each field's label, hint and input attributes, in the page's language. */
export function proposalFields(i18n: I18n): Record<ProposalField, FieldSpec> {
  const entries = Object.entries(PROPOSAL_FIELD_TEXTS).map(([field, texts]: [string, FieldTexts]) => {
    const { label, hint, ...attributes } = texts;
    return [field, { ...attributes, label: i18n._(label), ...(hint ? { hint: i18n._(hint) } : {}) }];
  });
  return Object.fromEntries(entries) as Record<ProposalField, FieldSpec>;
}

/** The values as typed; the kind of event is one of the contract's types. */
export type ProposalValues = Record<ProposalField, string> & { type: EventType };

export const EMPTY_PROPOSAL: ProposalValues = {
  title: '',
  type: 'workshop',
  description: '',
  city: '',
  proposedDate: '',
  expectedAttendees: '',
  contactDetails: '',
};

export function proposalTypeOptions(i18n: I18n) {
  return EVENT_TYPES.map((type) => ({
    value: type,
    label: type === 'other' ? i18n._(msg`Something else`) : eventTypeLabel(type, i18n),
  }));
}

export const PROPOSAL_FAILED = msg`Your proposal could not be sent. Please try again.`;

/** The `POST /api/event-host-proposals` body: trimmed text, and null for what was left empty. */
export function toProposalInput(values: ProposalValues): EventHostProposalInput {
  const attendees = values.expectedAttendees.trim();
  return {
    title: values.title.trim(),
    type: values.type,
    description: values.description.trim(),
    proposedDate: values.proposedDate.trim() || null,
    city: values.city.trim(),
    // 'lots' is NaN, which the contract refuses with its sentence.
    expectedAttendees: attendees ? Number(attendees) : null,
    contactDetails: values.contactDetails.trim() || null,
  };
}

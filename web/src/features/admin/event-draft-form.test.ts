import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, EventDraftInputSchema, type AdminEventDraft } from '../../../../schema/contract/admin.ts';
import { checkInput } from '../../components/form/form-errors.ts';
import { auditActionLabel, auditTargetLabel } from './admin-display.ts';
import {
  DRAFT_FIELD_ORDER,
  draftFieldOf,
  draftValues,
  randToCents,
  toDraftInput,
  type DraftFormValues,
} from './event-draft-form.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

/** A day a fortnight ahead, as a date input gives it. */
const DAY = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

const draft: AdminEventDraft = {
  id: 12,
  type: 'workshop',
  title: 'Pricing for crafters',
  description: 'Cost your materials and hours.',
  // A new draft's placeholder start: the moment it was accepted.
  scheduledAt: '2026-03-01T08:00:00.000Z',
  endTime: null,
  hasFutureStart: false,
  location: 'Durban',
  address: null,
  maxAttendees: 40,
  priceCents: 0,
  proposal: { id: 3, proposedDate: 'A Saturday in March', expectedAttendees: 40, contactDetails: '082 555 0101' },
  host: { id: 'u1', firstName: 'Ayanda', lastName: 'Mthembu', email: 'ayanda@example.test' },
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
};

const complete = (values: Partial<DraftFormValues> = {}): DraftFormValues => ({
  ...draftValues(draft),
  date: DAY,
  startTime: '18:00',
  endTime: '21:00',
  price: '150',
  ...values,
});

/** What the draft dialog shows for these values: the contract's problems beside the dialog's fields. */
const problems = (values: DraftFormValues) =>
  checkInput(EventDraftInputSchema, toDraftInput(values), DRAFT_FIELD_ORDER, {
    fieldOf: (name) => draftFieldOf(name, values),
  });

describe('the draft event editor', () => {
  it('leaves a placeholder start empty so the admin sets it, and shows a real one in Johannesburg time', () => {
    expect(draftValues(draft)).toMatchObject({ date: '', startTime: '', endTime: '', price: '0.00' });
    expect(
      draftValues({
        ...draft,
        hasFutureStart: true,
        scheduledAt: `${DAY}T16:00:00.000Z`,
        endTime: `${DAY}T19:30:00.000Z`,
        priceCents: 15_050,
      }),
    ).toMatchObject({ date: DAY, startTime: '18:00', endTime: '21:30', price: '150.50' });
  });

  it('sends the start and end as UTC instants, an end before the start as the next day, and the price in cents', () => {
    expect(toDraftInput(complete({ address: '  ' }))).toEqual({
      title: 'Pricing for crafters',
      type: 'workshop',
      description: 'Cost your materials and hours.',
      scheduledAt: `${DAY}T16:00:00.000Z`,
      endTime: `${DAY}T19:00:00.000Z`,
      location: 'Durban',
      address: null,
      maxAttendees: 40,
      priceCents: 15_000,
    });
    const late = toDraftInput(complete({ startTime: '20:00', endTime: '01:00' }));
    expect(Date.parse(late.endTime!) - Date.parse(late.scheduledAt)).toBe(5 * 3_600_000);
    expect(toDraftInput(complete({ endTime: '' })).endTime).toBeNull();
    expect(toDraftInput(complete({ endTime: '9pm' })).endTime).toBe('9pm');
  });

  it('reads rand as South Africans write it, and nothing else', () => {
    expect(randToCents('150')).toBe(15_000);
    expect(randToCents('R 150.5')).toBe(15_050);
    expect(randToCents('150,05')).toBe(15_005);
    expect(randToCents('1 500')).toBe(150_000);
    expect(randToCents('0')).toBe(0);
    for (const text of ['', 'free', '-5', '1.234', '12.3.4']) expect(randToCents(text), text).toBeNull();
  });

  it('checks what the server checks, with its messages, beside each field', () => {
    expect(problems(complete())).toEqual({ fields: {}, form: undefined });
    expect(problems(draftValues(draft)).fields).toEqual({ date: ADMIN_MESSAGES.draftStart });
    expect(problems(complete({ startTime: '' })).fields).toEqual({ startTime: ADMIN_MESSAGES.draftStart });
    expect(problems(complete({ date: '2020-01-01' })).fields).toEqual({ startTime: ADMIN_MESSAGES.draftStartFuture });
    expect(problems(complete({ endTime: '9pm' })).fields).toEqual({ endTime: ADMIN_MESSAGES.draftEnd });
    expect(problems(complete({ title: ' ', location: '', maxAttendees: 'lots', price: 'free' })).fields).toEqual({
      title: ADMIN_MESSAGES.draftTitle,
      location: ADMIN_MESSAGES.draftLocation,
      maxAttendees: ADMIN_MESSAGES.draftCapacity,
      price: ADMIN_MESSAGES.draftPrice,
    });
  });

  it('names its audit entries', () => {
    expect(auditActionLabel('event_draft.publish', en)).toBe('Published an event');
    expect(auditTargetLabel({ targetType: 'event', targetId: '12' }, en)).toBe('Event #12');
  });
});

import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_MESSAGES, AI_QUOTAS, GenerateTemplateInputSchema } from '../../../../schema/contract/ai.ts';
import { loadI18n } from '../../lib/i18n/i18n.ts';
import { checkInput } from '../form/form-errors.ts';
import {
  canGenerate,
  EMPTY_TEMPLATE_VALUES,
  rewordMissing,
  TEMPLATE_FIELD_ORDER,
  TEMPLATE_TOASTS,
  templateFieldOf,
  templateQuotaText,
  templateTypeLabel,
  toTemplateInput,
  type TemplateFormValues,
} from './template-form.ts';

/** What a screen shows for these values: the contract's problems, reworded in that screen's sentence. */
const problems = (values: TemplateFormValues, message: string) =>
  rewordMissing(
    checkInput(GenerateTemplateInputSchema, toTemplateInput(values), TEMPLATE_FIELD_ORDER, {
      fieldOf: templateFieldOf,
    }),
    values,
    message,
  );

const valid: TemplateFormValues = {
  ...EMPTY_TEMPLATE_VALUES,
  templateType: 'side-hustle-plan',
  businessName: 'Kasi Eats',
};

let en: I18n;
beforeAll(async () => {
  en = await loadI18n('en');
});

describe('the template generator form', () => {
  it('keeps the spec texts word for word', () => {
    expect(en._(TEMPLATE_TOASTS.generatedTitle)).toBe('Template Generated!');
    expect(en._(TEMPLATE_TOASTS.failedTitle)).toBe('Generation Failed');
    expect(AI_MESSAGES.templateFailed).toBe('Unable to generate template. Please try again.');
  });

  it.each([
    ['mentor browser', AI_MESSAGES.missingTemplateMentors],
    ['coaching page', AI_MESSAGES.missingTemplateCoaching],
    ['resources page', AI_MESSAGES.missingTemplateResources],
  ])("says the %s's own sentence beside the first missing field", (_screen, message) => {
    expect(problems(EMPTY_TEMPLATE_VALUES, message)).toEqual({ fields: { templateType: message }, form: undefined });
    expect(problems({ ...valid, businessName: '   ' }, message)).toEqual({
      fields: { businessName: message },
      form: undefined,
    });
  });

  it('accepts a type and a name, the other details optional, and sends the name trimmed', () => {
    expect(problems({ ...valid, businessName: '  Kasi Eats ' }, 'x')).toEqual({ fields: {}, form: undefined });
    const parsed = GenerateTemplateInputSchema.parse(toTemplateInput({ ...valid, businessName: '  Kasi Eats ' }));
    expect(parsed.businessInfo).toEqual({
      businessName: 'Kasi Eats',
      industry: '',
      targetMarket: '',
      businessStage: '',
      specificNeeds: '',
    });
  });

  it('keeps the contract message for a name that is too long', () => {
    expect(problems({ ...valid, businessName: 'x'.repeat(201) }, 'x').fields).toEqual({
      businessName: 'At most 200 characters.',
    });
  });

  it('enables the button only with a type and a non-blank name', () => {
    expect(canGenerate(valid)).toBe(true);
    expect(canGenerate({ ...valid, templateType: '' })).toBe(false);
    expect(canGenerate({ ...valid, businessName: ' ' })).toBe(false);
  });

  it('labels a template type in words', () => {
    expect(templateTypeLabel('income-stream-blueprint', en)).toBe('Income Stream Blueprint');
    expect(templateTypeLabel('skills-monetization', en)).toBe('Skills Monetization');
  });

  it("states the spec's free quota and the subscribers' quota, as the server counts them", () => {
    expect(templateQuotaText(en)).toBe(
      `Free members can generate 3 templates a month; coaching subscribers ${AI_QUOTAS.subscriber.templatesPerMonth}.`,
    );
  });
});

/**
 * The template generator's values, texts and request body (spec sections 3, 4, 5 and 8). Its rules are the
 * contract's GenerateTemplateInputSchema; each screen words the missing-input sentence its own way.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GenerateTemplateInput, TemplateType } from '../../../../schema/contract/ai.ts';
import { AI_QUOTAS } from '../../../../schema/contract/ai-rules.ts';
import type { PlacedIssues } from '../form/form-errors.ts';

/** Spec section 8 ('Template Generated!' is a success toast). */
export const TEMPLATE_TOASTS = {
  generatedTitle: msg`Template Generated!`,
  generated: msg`Your customized template is ready for download.`,
  failedTitle: msg`Generation Failed`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * Spec section 9's hidden "3 templates a month", made visible: the numbers are the server's quotas, so the line
 * stays true if they change.
 */
export function templateQuotaText(i18n: I18n): string {
  const freeQuota = AI_QUOTAS.free.templatesPerMonth;
  const subscriberQuota = AI_QUOTAS.subscriber.templatesPerMonth;
  return i18n._(
    msg`Free members can generate ${freeQuota} templates a month; coaching subscribers ${subscriberQuota}.`,
  );
}

/** Spec section 9: the mentor browser previews the first 200 characters. */
export const TEMPLATE_PREVIEW_CHARS = 200;

export interface TemplateFormValues {
  templateType: TemplateType | '';
  businessName: string;
  industry: string;
  targetMarket: string;
  businessStage: string;
  specificNeeds: string;
}

export type TemplateField = keyof TemplateFormValues;
/** The optional details a screen may ask for, beside the type and the business name. */
export type TemplateDetailField = Exclude<TemplateField, 'templateType' | 'businessName'>;

export const TEMPLATE_FIELD_ORDER: readonly TemplateField[] = [
  'templateType',
  'businessName',
  'industry',
  'targetMarket',
  'businessStage',
  'specificNeeds',
];

export const EMPTY_TEMPLATE_VALUES: TemplateFormValues = {
  templateType: '',
  businessName: '',
  industry: '',
  targetMarket: '',
  businessStage: '',
  specificNeeds: '',
};

/** Each template type in words: 'side-hustle-plan' reads 'Side Hustle Plan'. */
const TEMPLATE_TYPE_LABELS: Record<TemplateType, MessageDescriptor> = {
  'side-hustle-plan': msg`Side Hustle Plan`,
  'freelance-proposal': msg`Freelance Proposal`,
  'income-stream-blueprint': msg`Income Stream Blueprint`,
  'online-service-plan': msg`Online Service Plan`,
  'skills-monetization': msg`Skills Monetization`,
  'local-business-idea': msg`Local Business Idea`,
  'market-research': msg`Market Research`,
  'business-plan': msg`Business Plan`,
  'marketing-materials': msg`Marketing Materials`,
  'pitch-deck': msg`Pitch Deck`,
  'financial-projections': msg`Financial Projections`,
  'competitive-analysis': msg`Competitive Analysis`,
};

export function templateTypeLabel(type: TemplateType, i18n: I18n): string {
  return i18n._(TEMPLATE_TYPE_LABELS[type]);
}

export function toTemplateInput(values: TemplateFormValues): GenerateTemplateInput {
  return {
    templateType: values.templateType as TemplateType,
    businessInfo: {
      businessName: values.businessName,
      industry: values.industry,
      targetMarket: values.targetMarket,
      businessStage: values.businessStage,
      specificNeeds: values.specificNeeds,
    },
  };
}

/**
 * Problems in `businessInfo` are shown beside the business name: the other details are optional and capped by
 * the inputs' own `maxLength`, so the name is the only one that can be wrong.
 */
export function templateFieldOf(name: string): TemplateField | undefined {
  if (name === 'businessInfo') return 'businessName';
  return name === 'templateType' ? 'templateType' : undefined;
}

/**
 * A missing type or name is said in the screen's own sentence (spec section 5), beside the first missing field,
 * and nothing else: the sentence names both.
 */
export function rewordMissing(
  found: PlacedIssues<TemplateField>,
  values: TemplateFormValues,
  missingMessage: string,
): PlacedIssues<TemplateField> {
  const missing: TemplateField | undefined =
    values.templateType === '' ? 'templateType' : values.businessName.trim() === '' ? 'businessName' : undefined;
  return missing ? { fields: { [missing]: missingMessage }, form: undefined } : found;
}

/** Whether the mentor browser's button can be pressed: a type and a non-blank name (spec section 5). */
export function canGenerate(values: TemplateFormValues): boolean {
  return values.templateType !== '' && values.businessName.trim() !== '';
}

/** Saves the template as a plain text file named as spec section 4 says. */
export function downloadTemplate({ content, fileName }: { content: string; fileName: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The template generator's values, texts and request body (spec sections 3, 4, 5 and 8). Its rules are the
 * contract's GenerateTemplateInputSchema; each screen words the missing-input sentence its own way.
 */
import type { GenerateTemplateInput, TemplateType } from '../../../../schema/contract/ai.ts';
import { AI_QUOTAS } from '../../../../schema/contract/ai-rules.ts';
import type { PlacedIssues } from '../form/form-errors.ts';

/** Spec section 8 ('Template Generated!' is a success toast). */
export const TEMPLATE_TOASTS = {
  generatedTitle: 'Template Generated!',
  generated: 'Your customized template is ready for download.',
  failedTitle: 'Generation Failed',
} as const;

/**
 * Spec section 9's hidden "3 templates a month", made visible: the numbers are the server's quotas, so the line
 * stays true if they change.
 */
export const TEMPLATE_QUOTA_TEXT = `Free members can generate ${AI_QUOTAS.free.templatesPerMonth} templates a month; coaching subscribers ${AI_QUOTAS.subscriber.templatesPerMonth}.`;

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

/** 'side-hustle-plan' reads 'Side Hustle Plan'. */
export function templateTypeLabel(type: TemplateType): string {
  return type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
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

import type { GenerateTemplateData } from '../../../schema/contract/ai.ts';
import { TEMPLATES, type TemplateFields } from './dataset/templates.ts';
import { DATASET_VERSION } from './dataset/version.ts';

/** Composes the template type's sections, filled with the business info, as plain text. */
export function composeTemplate({ templateType, businessInfo }: GenerateTemplateData): string {
  const { title, sections } = TEMPLATES[templateType];
  const fields: TemplateFields = {
    name: businessInfo.businessName,
    industry: businessInfo.industry || 'your industry',
    market: businessInfo.targetMarket || 'your target customers',
    stage: businessInfo.businessStage || 'not stated yet',
  };
  const header = [
    `${title.toUpperCase()}: ${fields.name}`,
    `Industry: ${businessInfo.industry || 'not given yet'}`,
    `Target market: ${businessInfo.targetMarket || 'not given yet'}`,
    `Stage: ${fields.stage}`,
    `Prepared by Sebenza's offline advisor (dataset ${DATASET_VERSION}). Fill in the blanks marked [ ] with your own figures.`,
  ];
  const body = sections.map(
    (section, index) =>
      `${index + 1}. ${section.heading.toUpperCase()}\n${section
        .lines(fields)
        .map((line) => `- ${line}`)
        .join('\n')}`,
  );
  const notes = businessInfo.specificNeeds
    ? [`${sections.length + 1}. YOUR NOTES\n- ${businessInfo.specificNeeds}`]
    : [];
  return [header.join('\n'), ...body, ...notes].join('\n\n');
}

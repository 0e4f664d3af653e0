import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  AI_LIMITS,
  GenerateTemplateInputSchema,
  templateFileName,
  type AdvisorKind,
  type TemplateType,
} from '../../../../schema/contract/ai.ts';
import { showAiFailure } from '../../lib/ai-answers.ts';
import { useGenerateTemplate } from '../../lib/api/ai-templates.ts';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { promptSignIn, SIGN_IN_PROMPTS } from '../../lib/auth/sign-in-prompt.ts';
import { toast } from '../../lib/toast.ts';
import { AdvisorLabel } from '../advisor-label.tsx';
import { SelectField, TextAreaField, TextField } from '../form/fields.tsx';
import { FormAlert } from '../form/form-alert.tsx';
import { useForm } from '../form/use-form.ts';
import { buttonStyles } from '../ui/styles.ts';
import { templateGeneratorCatalog } from './locales/catalog.ts';
import {
  canGenerate,
  downloadTemplate,
  EMPTY_TEMPLATE_VALUES,
  rewordMissing,
  TEMPLATE_FIELD_ORDER,
  TEMPLATE_PREVIEW_CHARS,
  TEMPLATE_TOASTS,
  templateFieldOf,
  templateQuotaText,
  templateTypeLabel,
  toTemplateInput,
  type TemplateDetailField,
} from './template-form.ts';

const DETAIL_LABELS: Record<TemplateDetailField, MessageDescriptor> = {
  industry: msg`Industry (optional)`,
  targetMarket: msg`Target market (optional)`,
  businessStage: msg`Business stage (optional)`,
  specificNeeds: msg`What should it cover? (optional)`,
};

interface GeneratedTemplate {
  content: string;
  advisor: AdvisorKind;
  fileName: string;
}

/**
 * The one AI template generator (spec sections 2, 4, 5 and 8), placed on the mentor browser, the coaching page and
 * the resources page, each with its own template types, details and missing-input sentence. The answer is shown
 * as text (never as HTML) and downloads as `{templateType}-{businessName}.txt`.
 */
export function TemplateGenerator({
  id,
  title,
  types,
  details,
  missingMessage,
  preview = false,
  disableUntilReady = false,
}: {
  id: string;
  title: string;
  types: readonly TemplateType[];
  details: readonly TemplateDetailField[];
  missingMessage: string;
  /** The mentor browser shows the first 200 characters and a Download button; elsewhere the whole template. */
  preview?: boolean;
  /** The mentor browser keeps the button disabled until a type and a name are given. */
  disableUntilReady?: boolean;
}) {
  useCatalog(templateGeneratorCatalog);
  const { t, i18n } = useLingui();
  const { isSignedIn } = useCurrentUser();
  const generate = useGenerateTemplate();
  const [result, setResult] = useState<GeneratedTemplate>();
  const form = useForm({
    id,
    initialValues: EMPTY_TEMPLATE_VALUES,
    fields: TEMPLATE_FIELD_ORDER,
    schema: GenerateTemplateInputSchema,
    toInput: toTemplateInput,
    fieldOf: templateFieldOf,
    reword: (found, values) => rewordMissing(found, values, missingMessage),
  });
  const ready = canGenerate(form.values);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-lilac-950">
        {title}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{templateQuotaText(i18n)}</p>
      <form
        noValidate
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-4"
        onSubmit={form.handleSubmit((input) => {
          if (generate.isPending) return;
          if (!isSignedIn) {
            promptSignIn(SIGN_IN_PROMPTS.ai, `${window.location.pathname}${window.location.search}`);
            return;
          }
          generate.mutate(input, {
            onSuccess: (answer) => {
              setResult({
                content: answer.content,
                advisor: answer.advisor,
                fileName: templateFileName(input.templateType, input.businessInfo.businessName.trim()),
              });
              toast({
                title: t(TEMPLATE_TOASTS.generatedTitle),
                description: t(TEMPLATE_TOASTS.generated),
                variant: 'success',
              });
            },
            onError: (error) =>
              showAiFailure(form, error, {
                fallback: t`Unable to generate template. Please try again.`,
                title: t(TEMPLATE_TOASTS.failedTitle),
              }),
          });
        })}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.field('templateType')}
            onValueChange={(value) => form.setValue('templateType', value as TemplateType | '')}
            label={t`Template`}
            required
            placeholder={t`Choose a template`}
            options={types.map((type) => ({ value: type, label: templateTypeLabel(type, i18n) }))}
          />
          <TextField
            {...form.field('businessName')}
            label={t`Business name`}
            required
            maxLength={AI_LIMITS.businessField}
          />
          {details.map((field) =>
            field === 'specificNeeds' ? (
              <TextAreaField
                key={field}
                {...form.field(field)}
                label={t(DETAIL_LABELS[field])}
                rows={3}
                maxLength={AI_LIMITS.specificNeeds}
                className="sm:col-span-2"
              />
            ) : (
              <TextField
                key={field}
                {...form.field(field)}
                label={t(DETAIL_LABELS[field])}
                maxLength={AI_LIMITS.businessField}
              />
            ),
          )}
        </div>
        <FormAlert {...form.alert} />
        <div>
          <button
            type="submit"
            disabled={generate.isPending || (disableUntilReady && !ready)}
            className={buttonStyles.primary}
          >
            {generate.isPending ? t`Generating...` : t`Generate Template`}
          </button>
        </div>
      </form>

      {result ? (
        <div className="mt-6 grid gap-3 border-t border-lilac-100 pt-6" aria-live="polite">
          <h3 className="text-lg font-bold text-lilac-950">
            <Trans>Your template</Trans>
          </h3>
          <AdvisorLabel advisor={result.advisor} />
          {/* Model output is text: React escapes it, and pre-wrap keeps its line breaks. */}
          <p
            data-testid={`${id}-result`}
            className="max-h-96 overflow-y-auto rounded-lg bg-lilac-50 p-4 text-neutral-900 whitespace-pre-wrap"
          >
            {preview && result.content.length > TEMPLATE_PREVIEW_CHARS
              ? `${result.content.slice(0, TEMPLATE_PREVIEW_CHARS)}…`
              : result.content}
          </p>
          <div>
            <button
              type="button"
              onClick={() => downloadTemplate({ content: result.content, fileName: result.fileName })}
              className={buttonStyles.outline}
            >
              <Trans>Download</Trans>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

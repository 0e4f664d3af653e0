import { Trans, useLingui } from '@lingui/react/macro';
import type { WordingLanguage } from '../../../../../schema/contract/wording-suggestions-rules.ts';
import { WordingSuggestionInputSchema } from '../../../../../schema/contract/wording-suggestions.ts';
import { TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { PageForm, RequiredFieldsNote } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useSendWordingSuggestion } from '../api/wording-suggestions.ts';
import { wordingSuggestionsCatalog } from '../locales/catalog.ts';
import {
  rewordWordingIssues,
  toWordingInput,
  WORDING_FIELD_ORDER,
  wordingFields,
  wordingSendTexts,
  type WordingFormValues,
} from '../wording-form.ts';

/**
 * The suggestion itself: the page, its wording and the reader's. Every rule is checked before sending, each problem
 * said beside its field in the reader's language; a failed send keeps everything typed.
 */
export function WordingForm({
  language,
  initial,
  onSent,
}: {
  language: WordingLanguage;
  initial: WordingFormValues;
  onSent: (values: WordingFormValues) => void;
}) {
  useCatalog(wordingSuggestionsCatalog);
  const { t, i18n } = useLingui();
  const form = useForm({
    id: 'wording',
    initialValues: initial,
    fields: WORDING_FIELD_ORDER,
    specs: wordingFields(i18n),
    schema: WordingSuggestionInputSchema,
    toInput: (values: WordingFormValues) => toWordingInput(values, language),
    reword: rewordWordingIssues(i18n),
  });
  const send = useSendWordingSuggestion();
  return (
    <PageForm
      labelledBy="wording-form-title"
      {...form.frameProps(sendForm(send, form, wordingSendTexts(i18n), () => onSent(form.values)))}
      submitLabel={t`Send suggestion`}
      pendingLabel={t`Sending…`}
      pending={send.isPending}
      className="grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="wording-form-title" className="text-2xl font-bold text-lilac-950">
          <Trans>Your suggestion</Trans>
        </h2>
        <RequiredFieldsNote className="mt-1" />
      </div>
      <TextField {...form.field('pagePath')} />
      <TextAreaField {...form.field('pageText')} />
      <TextAreaField {...form.field('suggestion')} />
    </PageForm>
  );
}

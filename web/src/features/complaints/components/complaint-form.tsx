import { Trans, useLingui } from '@lingui/react/macro';
import { ComplaintInputSchema } from '../../../../../schema/contract/complaints.ts';
import { CheckboxField, RadioGroupField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { PageForm, RequiredFieldsNote } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useFileComplaint } from '../api/complaints.ts';
import {
  COMPLAINT_FIELD_ORDER,
  complaintFields,
  complaintSendTexts,
  roleOptions,
  toComplaintInput,
  todayInSouthAfrica,
  type ComplaintFormValues,
} from '../complaint-form.ts';
import { complaintsCatalog } from '../locales/catalog.ts';

/**
 * The complaint form (spec sections 3 and 5): every rule of the contract checked before sending, each with its
 * own message beside its field; a failed submission keeps everything typed. 'Clear Form' goes back to `initial`.
 */
export function ComplaintForm({ initial, onSubmitted }: { initial: ComplaintFormValues; onSubmitted: () => void }) {
  useCatalog(complaintsCatalog);
  const { t, i18n } = useLingui();
  const roles = roleOptions(i18n);
  const form = useForm({
    id: 'complaint',
    initialValues: initial,
    fields: COMPLAINT_FIELD_ORDER,
    specs: complaintFields(i18n),
    schema: ComplaintInputSchema,
    toInput: toComplaintInput,
  });
  const submit = useFileComplaint();

  return (
    <PageForm
      labelledBy="complaint-form-title"
      {...form.frameProps(sendForm(submit, form, complaintSendTexts(i18n), onSubmitted))}
      submitLabel={t`Submit Complaint`}
      pendingLabel={t`Submitting...`}
      pending={submit.isPending}
      actions={
        <button type="button" disabled={submit.isPending} onClick={() => form.reset()} className={buttonStyles.outline}>
          <Trans>Clear Form</Trans>
        </button>
      }
      className="grid gap-6 rounded-2xl border border-lilac-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <div>
        <h2 id="complaint-form-title" className="text-2xl font-bold text-lilac-950">
          <Trans>Complaint details</Trans>
        </h2>
        <RequiredFieldsNote className="mt-1">
          <Trans>Only the product team reads what you write here.</Trans>
        </RequiredFieldsNote>
      </div>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">
          <Trans>About you</Trans>
        </legend>
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...form.field('fullName')} />
          <TextField {...form.field('contactDetails')} />
        </div>
        <RadioGroupField {...form.field('role')} options={roles} />
      </fieldset>

      <fieldset className="grid gap-6">
        <legend className="mb-4 text-lg font-bold text-lilac-950">
          <Trans>About the person and what happened</Trans>
        </legend>
        <RadioGroupField {...form.field('complaineeRole')} options={roles} />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField {...form.field('complaineeName')} />
          <TextField {...form.field('incidentDate')} max={todayInSouthAfrica()} />
        </div>
        <TextAreaField {...form.field('complaintDetails')} />
        <TextAreaField {...form.field('supportingEvidence')} />
      </fieldset>

      <CheckboxField {...form.field('isConfirmed')} />
    </PageForm>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  PayoutAccountInputSchema,
  type PayoutAccount,
  type PayoutAccountInput,
  type PayoutBank,
} from '../../../../../schema/contract/payouts.ts';
import { SelectField, TextField } from '../../../components/form/fields.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useSavePayoutAccount } from '../api/payouts.ts';
import { coachingCatalog } from '../locales/catalog.ts';

const FIELDS = ['bankCode', 'accountNumber', 'accountName', 'idNumber'] as const;

/**
 * Where the coach is paid (`PUT /api/coaching/payout-account`): their bank, account number, the holder's name and ID
 * number, checked with the contract's schema before sending. The bank confirms the account belongs to the holder;
 * the app keeps only the bank, the holder's name and the last 4 digits.
 */
export function PayoutAccountForm({
  banks,
  current,
  onSaved,
  onCancel,
}: {
  banks: PayoutBank[];
  current: PayoutAccount['account'];
  onSaved: () => void;
  onCancel?: () => void;
}) {
  useCatalog(coachingCatalog);
  const { t } = useLingui();
  const save = useSavePayoutAccount();
  const initialValues: PayoutAccountInput = {
    bankCode: current?.bankCode ?? '',
    accountNumber: '',
    accountName: current?.accountName ?? '',
    idNumber: '',
  };
  const form = useForm({
    id: 'payout-account',
    initialValues,
    fields: FIELDS,
    schema: PayoutAccountInputSchema,
    toInput: (values) => values,
  });
  const send = sendForm(
    save,
    form,
    {
      savedTitle: t`Payout account saved`,
      saved: t`Your earnings will be paid into this account.`,
      failedTitle: t`Could not save your payout account`,
      failed: t`Please try again.`,
    },
    onSaved,
  );
  return (
    <PageForm
      label={t`Payout account`}
      className="mt-4 grid max-w-xl gap-4"
      submitLabel={t`Save payout account`}
      pendingLabel={t`Checking with your bank…`}
      pending={save.isPending}
      actions={
        onCancel ? (
          <button type="button" onClick={onCancel} className="min-h-11 font-semibold text-lilac-700 underline">
            <Trans>Cancel</Trans>
          </button>
        ) : null
      }
      {...form.frameProps(send)}
    >
      <SelectField
        {...form.field('bankCode')}
        label={t`Bank`}
        required
        placeholder={t`Choose your bank`}
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
      />
      <TextField
        {...form.field('accountNumber')}
        label={t`Account number`}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...form.field('accountName')}
        label={t`Account holder's name`}
        hint={t`As your bank has it.`}
        required
        autoComplete="name"
      />
      <TextField
        {...form.field('idNumber')}
        label={t`Account holder's ID number`}
        hint={t`Your bank checks the account against it. We do not keep it.`}
        required
        inputMode="numeric"
        autoComplete="off"
      />
    </PageForm>
  );
}

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
import { useSavePayoutAccount } from '../api/payouts.ts';

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
      savedTitle: 'Payout account saved',
      saved: 'Your earnings will be paid into this account.',
      failedTitle: 'Could not save your payout account',
      failed: 'Please try again.',
    },
    onSaved,
  );
  return (
    <PageForm
      label="Payout account"
      className="mt-4 grid max-w-xl gap-4"
      submitLabel="Save payout account"
      pendingLabel="Checking with your bank…"
      pending={save.isPending}
      actions={
        onCancel ? (
          <button type="button" onClick={onCancel} className="min-h-11 font-semibold text-lilac-700 underline">
            Cancel
          </button>
        ) : null
      }
      {...form.frameProps(send)}
    >
      <SelectField
        {...form.field('bankCode')}
        label="Bank"
        required
        placeholder="Choose your bank"
        options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
      />
      <TextField
        {...form.field('accountNumber')}
        label="Account number"
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        {...form.field('accountName')}
        label="Account holder's name"
        hint="As your bank has it."
        required
        autoComplete="name"
      />
      <TextField
        {...form.field('idNumber')}
        label="Account holder's ID number"
        hint="Your bank checks the account against it. We do not keep it."
        required
        inputMode="numeric"
        autoComplete="off"
      />
    </PageForm>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ACCOUNT_DELETION_MESSAGES,
  DeleteAccountSchema,
  RETENTION,
  type DeletionConfirmation,
} from '../../../../../schema/contract/privacy.ts';
import { PRODUCT_NAME } from '../../../../../schema/contract/product.ts';
import { DialogForm } from '../../../components/form/dialog-form.tsx';
import { TextField } from '../../../components/form/fields.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import { LoadError } from '../../../components/list/list-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { buttonStyles, textLinkStyle } from '../../../components/ui/styles.ts';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { paths } from '../../../lib/paths.ts';
import { ACCOUNT_EXPORT_URL, READABLE_EXPORT_URL, useDeleteAccount, useDeletionCheck } from '../api/account-data.ts';
import { sendForm } from '../../../components/form/send-form.ts';
import { TitledSection } from '../../../components/page-sections.tsx';
import { profileCatalog } from '../locales/catalog.ts';

/**
 * "Your data" on the profile page (POPIA; decision 020): download everything Sebenza holds about you, or delete the
 * account. The download is a plain link: the browser saves the server's stream to a file.
 */
export function YourDataSection() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const [deleting, setDeleting] = useState(false);
  return (
    <TitledSection
      id="your-data"
      title={t`Your data`}
      className="mt-12 rounded-2xl border-2 border-neutral-300 p-5 sm:p-6"
    >
      <p className="mt-2 text-neutral-800">
        <Trans>
          Get a copy of everything {PRODUCT_NAME} holds about you, or delete your account. Our{' '}
          <Link to={paths.privacy} className={textLinkStyle}>
            privacy notice
          </Link>{' '}
          says what we keep and why.
        </Trans>
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a href={ACCOUNT_EXPORT_URL} download className={buttonStyles.outline}>
          <Trans>Download my data</Trans>
        </a>
        <a href={READABLE_EXPORT_URL} target="_blank" rel="noopener" className={buttonStyles.outline}>
          <Trans>
            Read my data as a page
            <span className="sr-only"> (opens in a new tab)</span>
          </Trans>
        </a>
        <button type="button" className={buttonStyles.danger} onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </button>
      </div>
      <p className="mt-2 text-sm text-neutral-600">
        <Trans>
          The download is a JSON file, readable in any text editor. The page shows the same data in plain words, ready
          to print or save as a PDF.
        </Trans>
      </p>
      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent>
          <DialogTitle>
            <Trans>Delete your account?</Trans>
          </DialogTitle>
          <DialogDescription className="mt-2">
            <Trans>This cannot be undone.</Trans>
          </DialogDescription>
          <DeleteAccountForm />
        </DialogContent>
      </Dialog>
    </TitledSection>
  );
}

function DeleteAccountForm() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const check = useDeletionCheck({ enabled: true });
  if (check.isError)
    return <LoadError what={t`how to confirm`} error={check.error} onRetry={() => void check.refetch()} />;
  if (!check.data) return <Spinner label={t`Loading…`} />;
  return <ConfirmDeletion confirmWith={check.data.confirmWith} />;
}

const FIELDS = { password: ['password'], email: ['email'] } as const satisfies Record<DeletionConfirmation, unknown>;

/** What deletion does, then the password (or, for an account without one, the email) that confirms it. */
function ConfirmDeletion({ confirmWith }: { confirmWith: DeletionConfirmation }) {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const paymentRecordYears = RETENTION.paymentRecordYears;
  const remove = useDeleteAccount();
  const form = useForm({
    id: 'delete-account',
    initialValues: { password: '', email: '' },
    fields: FIELDS[confirmWith],
    schema: DeleteAccountSchema,
    toInput: (values) => (confirmWith === 'password' ? { password: values.password } : { email: values.email }),
    check: (values) => {
      if (confirmWith === 'password')
        return values.password ? {} : { password: ACCOUNT_DELETION_MESSAGES.passwordRequired };
      return values.email.trim() ? {} : { email: ACCOUNT_DELETION_MESSAGES.emailRequired };
    },
  });
  return (
    <>
      <ul className="mt-4 grid list-disc gap-2 pl-5 text-neutral-800">
        <li>
          <Trans>Your profiles, photos, sessions you host, stories and everything else about you are erased.</Trans>
        </li>
        <li>
          <Trans>You are signed out on every device.</Trans>
        </li>
        <li>
          <Trans>Messages you wrote stay for the people you talked with, shown as “Deleted user”.</Trans>
        </li>
        <li>
          <Trans>
            Payment records stay for {paymentRecordYears} years without your name or email, because tax law requires
            them. A coaching subscription stops renewing.
          </Trans>
        </li>
      </ul>
      <DialogForm
        onSubmit={form.handleSubmit(
          sendForm(remove, form, { failed: t`Your account was not deleted. Please try again.` }, (answer) =>
            // A full page load: the app starts again signed out, with nothing of the account in memory.
            window.location.assign(`${paths.accountDeleted}?payments=${answer.keptPaymentRecords}`),
          ),
        )}
        alert={form.alert}
        submitLabel={t`Delete my account`}
        pendingLabel={t`Deleting…`}
        pending={remove.isPending}
        cancelDisabled={remove.isPending}
      >
        {confirmWith === 'password' ? (
          <TextField
            {...form.field('password')}
            type="password"
            autoComplete="current-password"
            label={t`Your password`}
            hint={t`To be sure it is you.`}
            required
          />
        ) : (
          <TextField
            {...form.field('email')}
            type="email"
            autoComplete="email"
            label={t`The email address of your account`}
            hint={t`You sign in through your organisation, so your email address confirms it is you.`}
            required
          />
        )}
      </DialogForm>
    </>
  );
}

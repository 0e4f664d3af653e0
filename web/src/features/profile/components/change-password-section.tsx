import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../../schema/contract/auth.ts';
import { ChangePasswordInputSchema, PASSWORD_RESET_MESSAGES } from '../../../../../schema/contract/passwords.ts';
import { TextField } from '../../../components/form/fields.tsx';
import { PageForm } from '../../../components/form/page-form.tsx';
import { sendForm } from '../../../components/form/send-form.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { LoadError } from '../../../components/list/list-state.tsx';
import { TitledSection } from '../../../components/page-sections.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { useDeletionCheck } from '../api/account-data.ts';
import { useChangePassword } from '../api/password.ts';
import { profileCatalog } from '../locales/catalog.ts';

/** The contract's PASSWORD_HINT, word for word (change-password-section.test.ts), through the catalog. */
export const PASSWORD_HINT_TEXT = msg`At least ${PASSWORD_MIN_LENGTH} characters, and not a common password: a few unrelated words work well.`;

/**
 * "Change password" on the profile page: the current password and a new one. An account that signs in through
 * OpenID Connect has no password yet: the same form, titled "Set a password", asks only for the new one. Either way
 * this device stays signed in and every other one is signed out; the member is emailed a notice.
 */
export function ChangePasswordSection() {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const check = useDeletionCheck({ enabled: true });
  const hasPassword = check.data?.confirmWith === 'password';
  return (
    <TitledSection
      id="password"
      title={check.data && !hasPassword ? t`Set a password` : t`Change password`}
      className="mt-12 rounded-2xl border-2 border-neutral-300 p-5 sm:p-6"
    >
      {check.isError ? (
        <LoadError what={t`your password settings`} error={check.error} onRetry={() => void check.refetch()} />
      ) : check.data ? (
        <PasswordForm hasPassword={hasPassword} />
      ) : (
        <Spinner label={t`Loading…`} />
      )}
    </TitledSection>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  useCatalog(profileCatalog);
  const { t } = useLingui();
  const change = useChangePassword();
  const [done, setDone] = useState<string>();
  const form = useForm({
    id: 'change-password',
    initialValues: { currentPassword: '', newPassword: '' },
    fields: hasPassword ? (['currentPassword', 'newPassword'] as const) : (['newPassword'] as const),
    schema: ChangePasswordInputSchema,
    toInput: (values) =>
      hasPassword
        ? { currentPassword: values.currentPassword, newPassword: values.newPassword }
        : { newPassword: values.newPassword },
    check: (values) =>
      hasPassword && !values.currentPassword ? { currentPassword: PASSWORD_RESET_MESSAGES.currentRequired } : {},
  });
  const send = sendForm(change, form, { failed: t`Your password was not changed. Please try again.` }, (answer) => {
    form.reset();
    setDone(answer.message);
  });
  return (
    <>
      <p className="mt-2 text-neutral-800">
        {hasPassword
          ? t`Changing it signs you out on every other device.`
          : t`You sign in through your organisation. Set a password to sign in with your email address too.`}
      </p>
      <PageForm
        labelledBy="password"
        onSubmit={form.handleSubmit((input) => {
          setDone(undefined);
          send(input);
        })}
        alert={form.alert}
        submitLabel={hasPassword ? t`Change password` : t`Set password`}
        pendingLabel={t`Saving…`}
        pending={change.isPending}
        className="mt-5 grid gap-5"
      >
        {hasPassword ? (
          <TextField
            {...form.field('currentPassword')}
            type="password"
            autoComplete="current-password"
            label={t`Current password`}
            required
          />
        ) : null}
        <TextField
          {...form.field('newPassword')}
          type="password"
          autoComplete="new-password"
          label={t`New password`}
          hint={t(PASSWORD_HINT_TEXT)}
          required
        />
      </PageForm>
      <p role="status" className="mt-4 text-neutral-800 empty:hidden">
        {done}
      </p>
    </>
  );
}

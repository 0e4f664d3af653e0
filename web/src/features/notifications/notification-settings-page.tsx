import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import {
  NOTIFICATION_PREFERENCE_MESSAGES,
  NotificationPreferencesInputSchema,
  normaliseSouthAfricanPhone,
  type NotificationPreferences,
} from '../../../../schema/contract/notification-preferences.ts';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { FormAlert } from '../../components/form/form-alert.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { ListState } from '../../components/list/list-state.tsx';
import { LocalDeliveryBadge } from '../../components/local-delivery-badge.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { buttonStyles } from '../../components/ui/styles.ts';
import { paths } from '../../lib/paths.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences.ts';
import {
  formatSouthAfricanPhone,
  NOTIFICATION_SETTINGS_FIELDS,
  settingsInput,
  settingsValuesOf,
} from './notification-settings-form.ts';
import { sendForm } from '../../components/form/send-form.ts';
import { useCatalog } from '../../lib/i18n/catalogs.ts';
import { notificationsCatalog } from './locales/catalog.ts';

const sectionStyle = 'grid gap-3 rounded-2xl border border-lilac-100 bg-white p-4 sm:p-6';

function ChannelHeading({ id, title, local }: { id: string; title: string; local: boolean }) {
  return (
    <h2 id={id} className="flex flex-wrap items-center gap-2 text-xl font-bold text-lilac-950">
      {title}
      {local ? <LocalDeliveryBadge /> : null}
    </h2>
  );
}

function SettingsForm({ saved }: { saved: NotificationPreferences }) {
  useCatalog(notificationsCatalog);
  const { t } = useLingui();
  const save = useSaveNotificationPreferences();
  const form = useForm({
    id: 'notification-settings',
    initialValues: settingsValuesOf(saved),
    fields: NOTIFICATION_SETTINGS_FIELDS,
    schema: NotificationPreferencesInputSchema,
    toInput: settingsInput,
  });
  const { email: emailMode, whatsapp: whatsappMode } = saved.channels;
  const phone = normaliseSouthAfricanPhone(form.values.whatsappPhone);
  const emailAddress = saved.emailAddress;
  const phoneNumber = phone ? formatSouthAfricanPhone(phone) : null;

  return (
    <form
      noValidate
      aria-label={t`Notification settings`}
      className="mt-8 grid max-w-2xl gap-6"
      onSubmit={form.handleSubmit(
        sendForm(
          save,
          form,
          {
            savedTitle: t`Saved`,
            saved: NOTIFICATION_PREFERENCE_MESSAGES.saved,
            failedTitle: t`Not saved`,
            failed: t`Your settings could not be saved. Please try again.`,
          },
          (next) => form.reset(settingsValuesOf(next)),
        ),
      )}
    >
      <section aria-labelledby="channel-in-app" className={sectionStyle}>
        <ChannelHeading id="channel-in-app" title={t`In the app`} local={false} />
        <p className="text-neutral-800">
          <Trans>
            Always on: reminders and notices appear under Notifications on your{' '}
            <Link to={paths.home} className="font-semibold text-lilac-700 underline underline-offset-4">
              dashboard
            </Link>
            .
          </Trans>
        </p>
      </section>

      <section aria-labelledby="channel-email" className={sectionStyle}>
        <ChannelHeading id="channel-email" title={t`Email`} local={emailMode === 'local'} />
        {emailMode === 'unavailable' ? (
          <p className="text-neutral-800">
            <Trans>Email reminders are not available here.</Trans>
          </p>
        ) : (
          <>
            <CheckboxField {...form.field('email')} label={t`Email me reminders and notices`} />
            <p className="text-sm wrap-anywhere text-neutral-700">
              {emailMode === 'local' ? (
                <Trans>To {emailAddress}. This server keeps emails for testing instead of sending them.</Trans>
              ) : (
                <Trans>To {emailAddress}.</Trans>
              )}
            </p>
          </>
        )}
      </section>

      <section aria-labelledby="channel-whatsapp" className={sectionStyle}>
        <ChannelHeading id="channel-whatsapp" title="WhatsApp" local={whatsappMode === 'local'} />
        {whatsappMode === 'unavailable' ? (
          <p className="text-neutral-800">
            <Trans>WhatsApp reminders are not available here.</Trans>
          </p>
        ) : (
          <>
            <TextField
              {...form.field('whatsappPhone')}
              label={t`South African mobile number`}
              hint={t`For example 082 123 4567 or +27 82 123 4567.`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              maxLength={40}
            />
            {phoneNumber ? (
              <CheckboxField {...form.field('whatsapp')} label={t`Send reminders on WhatsApp to ${phoneNumber}`} />
            ) : (
              <p className="text-sm text-neutral-700" role="note">
                <Trans>Enter a South African mobile number to get reminders on WhatsApp.</Trans>
              </p>
            )}
            {whatsappMode === 'local' ? (
              <p className="text-sm text-neutral-700">
                <Trans>This server keeps WhatsApp messages for testing instead of sending them.</Trans>
              </p>
            ) : null}
          </>
        )}
      </section>

      <FormAlert {...form.alert} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
          {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save notification settings</Trans>}
        </button>
        <Link to={paths.home} className={buttonStyles.outline}>
          <Trans>Cancel</Trans>
        </Link>
      </div>
    </form>
  );
}

/**
 * `/notification-settings` (signed-in members): where reminders and notices reach them. In the app always; email
 * and WhatsApp each on or off, WhatsApp only once a South African mobile number is given. A channel this server does
 * not offer is said so; one it only records locally is labelled "Local: not sent".
 */
export function NotificationSettingsPage() {
  useCatalog(notificationsCatalog);
  const { t } = useLingui();
  const preferences = useNotificationPreferences();
  return (
    <PageFrame
      title={t`Notifications and reminders`}
      description={t`Choose where we remind you before your sessions and tell you what happened.`}
    >
      <ListState query={preferences} what={t`your notification settings`} isEmpty={() => false} empty={null}>
        {(saved) => <SettingsForm saved={saved} />}
      </ListState>
    </PageFrame>
  );
}

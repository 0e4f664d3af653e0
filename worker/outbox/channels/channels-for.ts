import type { ChannelMode } from '../../../schema/contract/notification-preferences-rules.ts';
import type { Db } from '../../db/client.ts';
import { emailSenderFor } from '../../email/email-for.ts';
import type { AppBindings, AppConfig } from '../../env.ts';
import type { NotificationChannels } from './channel.ts';
import { EmailChannel } from './email.ts';
import { InAppChannel } from './in-app.ts';
import { WhatsAppCloudChannel } from './whatsapp.ts';
import { LocalWhatsAppChannel } from './whatsapp-local.ts';

type Parts = { db: Db; env: Pick<AppBindings, 'CACHE'>; config: AppConfig };

/**
 * The channels this deployment delivers on. In the app: always. Email and WhatsApp: through their provider when it is
 * configured, else (outside production) through a local implementation that records what it would send. Production
 * without a provider does not offer that channel at all: members cannot choose it, and rows already written for it
 * are skipped rather than pretending to send.
 */
export function notificationChannelsFor({ db, env, config }: Parts): NotificationChannels {
  const email = emailSenderFor({ env, var: { config } });
  const whatsapp = config.whatsapp;
  return {
    in_app: new InAppChannel(db),
    email: email && new EmailChannel(email),
    whatsapp:
      whatsapp?.provider === 'cloud-api'
        ? new WhatsAppCloudChannel({
            token: whatsapp.token,
            phoneNumberId: whatsapp.phoneNumberId,
            apiVersion: whatsapp.apiVersion,
            template: whatsapp.templateName,
            language: whatsapp.templateLanguage,
          })
        : whatsapp
          ? new LocalWhatsAppChannel(env.CACHE, { name: whatsapp.templateName, language: whatsapp.templateLanguage })
          : null,
  };
}

/** How each channel outside the app works here, for the settings screen and the console. */
export function channelModes(channels: NotificationChannels): { email: ChannelMode; whatsapp: ChannelMode } {
  return { email: channels.email?.mode ?? 'unavailable', whatsapp: channels.whatsapp?.mode ?? 'unavailable' };
}

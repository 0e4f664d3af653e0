import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChannelMode, LocalDeliveries } from '../../../../../schema/contract/notification-preferences-rules.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { LocalDeliveryBadge } from '../../../components/local-delivery-badge.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useLocalDeliveries } from '../api/local-deliveries.ts';
import { Badge } from '../../../components/badge.tsx';
import { useCatalog } from '../../../lib/i18n/catalogs.ts';
import { adminCatalog } from '../locales/catalog.ts';
import { EmptyNote } from './parts.tsx';

const CHANNEL_NAMES = { email: msg`Email`, whatsapp: msg`WhatsApp` } as const;

const MODE_TEXT: Record<ChannelMode, MessageDescriptor> = {
  provider: msg`sent through its provider`,
  local: msg`recorded here, not sent (no provider configured)`,
  unavailable: msg`not offered on this server`,
};

function ChannelModes({ channels }: { channels: LocalDeliveries['channels'] }) {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  return (
    <ul className="grid gap-1 text-neutral-800" aria-label={t`How each channel works here`}>
      {(['email', 'whatsapp'] as const).map((channel) => (
        <li key={channel}>
          <span className="font-semibold">{t(CHANNEL_NAMES[channel])}:</span> {t(MODE_TEXT[channels[channel]])}
        </li>
      ))}
    </ul>
  );
}

/**
 * What the app would have sent by email and WhatsApp on a server without those providers (development): the local
 * channels' records from the last day, newest first, each labelled as not sent.
 */
export function LocalDeliveriesPanel() {
  useCatalog(adminCatalog);
  const { t } = useLingui();
  const deliveries = useLocalDeliveries();
  return (
    <div className="grid gap-4">
      <ListState query={deliveries} what={t`the recorded messages`} isEmpty={() => false} empty={null}>
        {({ channels, items }) => (
          <>
            <ChannelModes channels={channels} />
            {items.length === 0 ? (
              <EmptyNote>
                <Trans>No messages recorded in the last day.</Trans>
              </EmptyNote>
            ) : (
              <ol className="grid gap-3" aria-label={t`Recorded messages, newest first`}>
                {items.map((item, i) => {
                  const headingId = `local-delivery-${i}`;
                  const recipient = item.to;
                  return (
                    <li key={`${item.sentAt}-${i}`}>
                      <article
                        aria-labelledby={headingId}
                        className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5"
                      >
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge tone="brand">{t(CHANNEL_NAMES[item.channel])}</Badge>
                          <LocalDeliveryBadge />
                        </div>
                        <h3 id={headingId} className="mt-2 wrap-anywhere font-bold text-lilac-950">
                          {item.subject}
                        </h3>
                        <p className="text-sm wrap-anywhere text-neutral-700">
                          <Trans>
                            To {recipient} · <DateText value={item.sentAt} withTime />
                          </Trans>
                        </p>
                        <pre className="mt-3 whitespace-pre-wrap wrap-anywhere rounded-lg bg-lilac-50 p-3 font-sans text-neutral-900">
                          {item.text}
                        </pre>
                      </article>
                    </li>
                  );
                })}
              </ol>
            )}
            <p>
              <button type="button" className={buttonStyles.outline} onClick={() => void deliveries.refetch()}>
                <Trans>Refresh</Trans>
              </button>
            </p>
          </>
        )}
      </ListState>
    </div>
  );
}

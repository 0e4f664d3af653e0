import type { ChannelMode, LocalDeliveries } from '../../../../../schema/contract/notification-preferences-rules.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListState } from '../../../components/list/list-state.tsx';
import { LocalDeliveryBadge } from '../../../components/local-delivery-badge.tsx';
import { buttonStyles } from '../../../components/ui/styles.ts';
import { useLocalDeliveries } from '../api/local-deliveries.ts';
import { Badge } from '../../../components/badge.tsx';
import { EmptyNote } from './parts.tsx';

const CHANNEL_NAMES = { email: 'Email', whatsapp: 'WhatsApp' } as const;

const MODE_TEXT: Record<ChannelMode, string> = {
  provider: 'sent through its provider',
  local: 'recorded here, not sent (no provider configured)',
  unavailable: 'not offered on this server',
};

function ChannelModes({ channels }: { channels: LocalDeliveries['channels'] }) {
  return (
    <ul className="grid gap-1 text-neutral-800" aria-label="How each channel works here">
      {(['email', 'whatsapp'] as const).map((channel) => (
        <li key={channel}>
          <span className="font-semibold">{CHANNEL_NAMES[channel]}:</span> {MODE_TEXT[channels[channel]]}
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
  const deliveries = useLocalDeliveries();
  return (
    <div className="grid gap-4">
      <ListState query={deliveries} what="the recorded messages" isEmpty={() => false} empty={null}>
        {({ channels, items }) => (
          <>
            <ChannelModes channels={channels} />
            {items.length === 0 ? (
              <EmptyNote>No messages recorded in the last day.</EmptyNote>
            ) : (
              <ol className="grid gap-3" aria-label="Recorded messages, newest first">
                {items.map((item, i) => {
                  const headingId = `local-delivery-${i}`;
                  return (
                    <li key={`${item.sentAt}-${i}`}>
                      <article
                        aria-labelledby={headingId}
                        className="rounded-2xl border border-lilac-100 bg-white p-4 sm:p-5"
                      >
                        <div className="flex flex-wrap items-center gap-2">
                          <Badge tone="brand">{CHANNEL_NAMES[item.channel]}</Badge>
                          <LocalDeliveryBadge />
                        </div>
                        <h3 id={headingId} className="mt-2 wrap-anywhere font-bold text-lilac-950">
                          {item.subject}
                        </h3>
                        <p className="text-sm wrap-anywhere text-neutral-700">
                          To {item.to} · <DateText value={item.sentAt} withTime />
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
                Refresh
              </button>
            </p>
          </>
        )}
      </ListState>
    </div>
  );
}

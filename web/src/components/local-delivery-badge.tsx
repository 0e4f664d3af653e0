import { Trans } from '@lingui/react/macro';
/**
 * Marks a channel (email, WhatsApp) that this server only records instead of sending: a development server without
 * the provider configured. Nobody should take a recorded message for a delivered one.
 */
export function LocalDeliveryBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-sunshine-500 bg-sunshine-100 px-2.5 py-0.5 text-sm font-semibold text-lilac-950">
      <Trans>Local: not sent</Trans>
    </span>
  );
}

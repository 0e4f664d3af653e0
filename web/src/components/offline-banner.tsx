import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/pwa/online-status.ts';

/**
 * Says so when the phone is offline: what is on screen then is the copy the service worker kept
 * (web/service-worker/sw.ts). The status region is always there, so screen readers announce the change.
 * The message is in the HTML even online, hidden: a page the server rendered shows it offline before (or without) the
 * app's code, which a reader who never tapped may not have on the phone (web/src/lib/boot/offline-status.ts finds it by
 * `data-offline-banner`).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" data-offline-banner="">
      <p hidden={online} className="bg-lilac-950 px-4 py-2 text-center text-sm text-white">
        <Trans>You are offline. You are reading the copy of this page saved on this phone.</Trans>
      </p>
    </div>
  );
}

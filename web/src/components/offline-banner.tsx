import { useOnline } from '../lib/pwa/online-status.ts';

/**
 * Says so when the phone is offline: what is on screen then is the copy the service worker kept
 * (web/service-worker/sw.ts). The status region is always there, so screen readers announce the change.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <p className="bg-lilac-950 px-4 py-2 text-center text-sm text-white">
          You are offline. You are reading the copy of this page saved on this phone.
        </p>
      )}
    </div>
  );
}

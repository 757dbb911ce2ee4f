import './offline.css';
import { useOnline } from '../ui/useOnline.ts';
import { useServedFromCache } from './useServedFromCache.ts';

export const OFFLINE_NOTICE = 'Anda sedang offline — data mungkin belum terbaru.';

/** A band under the header while pages are drawn from what the phone kept. */
export function OfflineNotice() {
  const online = useOnline();
  const fromCache = useServedFromCache();
  if (online && !fromCache) return null;
  return (
    <p className="offline-notice" role="status">
      {OFFLINE_NOTICE}
    </p>
  );
}

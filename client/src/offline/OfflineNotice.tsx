import './offline.css';
import { useT } from '../i18n/language.tsx';
import { useOnline } from '../ui/useOnline.ts';
import { useServedFromCache } from './useServedFromCache.ts';

/** A band under the header while pages are drawn from what the phone kept. */
export function OfflineNotice() {
  const { t } = useT();
  const online = useOnline();
  const fromCache = useServedFromCache();
  if (online && !fromCache) return null;
  return (
    <p className="offline-notice" role="status">
      {t('offline.notice')}
    </p>
  );
}

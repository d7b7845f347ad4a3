import { useOnlineStatus } from '../client/runtime/online-status.ts';
import { useDictionary } from './hooks.ts';

/** A polite notice while the browser is offline (announced once by screen readers). */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const t = useDictionary();
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {!online && <p className="container">{t.runtime.offline}</p>}
    </div>
  );
}

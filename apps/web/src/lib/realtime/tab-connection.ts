import { RealtimeConnection } from './realtime-connection.ts';
import { realtimeUrl } from './realtime-url.ts';

let connection: RealtimeConnection | null = null;

/** The tab's one realtime connection, made on first use; it opens no socket until someone subscribes. */
export function tabConnection(): RealtimeConnection {
  if (connection) return connection;
  const created = new RealtimeConnection({ url: realtimeUrl(window.location) });
  // Back online, or back to a tab the browser may have throttled: no reason to sit out the back-off.
  window.addEventListener('online', () => created.wake());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') created.wake();
  });
  connection = created;
  return created;
}

import { useSyncExternalStore } from 'react';
import { CLOSED_STATE, type RealtimeState } from './realtime-state.ts';
import { tabConnection } from './tab-connection.ts';

/** The tab's socket state (connecting, open, reconnecting, failed, closed), re-rendering as it changes. */
export function useRealtimeState(): RealtimeState {
  const connection = tabConnection();
  return useSyncExternalStore(
    connection.onState,
    () => connection.state,
    () => CLOSED_STATE,
  );
}

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';

/** Why the socket stopped trying; `messageKey` is the i18n key of what to tell the user. */
export interface RealtimeFailure {
  reason: 'max_attempts' | 'unauthorized';
  messageKey: string;
}

export interface RealtimeState {
  status: RealtimeStatus;
  /** Reconnect attempts made since the socket was last open (0 while open). */
  attempt: number;
  /** Set only while `status` is `failed`. */
  failure?: RealtimeFailure;
}

export const CLOSED_STATE: RealtimeState = { status: 'closed', attempt: 0 };

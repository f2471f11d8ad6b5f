/** The part of the browser's WebSocket the realtime client uses, so tests can hand it a double. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type CreateSocket = (url: string) => WebSocketLike;

/** WebSocket.OPEN, spelled out so the code also runs where no WebSocket global exists. */
export const SOCKET_OPEN = 1;

import { WsServerMessage } from '@galley/contracts';

/** A frame of the socket as a protocol message, or null (with a console warning) when it is not one. */
export function parseServerMessage(data: unknown): WsServerMessage | null {
  let json: unknown;
  try {
    json = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = WsServerMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  // Not worth breaking the socket over, but worth seeing: the server and this client disagree.
  console.warn('realtime: ignored a message outside the protocol', data);
  return null;
}

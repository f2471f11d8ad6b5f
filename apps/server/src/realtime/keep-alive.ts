import type { WebSocket } from '@fastify/websocket';

const HEARTBEAT_MS = 30_000;

/** Pings every 30 s; a socket that did not answer the last ping is terminated (its tab reconnects). */
export function keepAlive(socket: WebSocket, intervalMs = HEARTBEAT_MS): void {
  let alive = true;
  socket.on('pong', () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, intervalMs);
  socket.on('close', () => clearInterval(heartbeat));
}

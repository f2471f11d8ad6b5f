/** The tab's one websocket, on the page's own origin: wss:// under https, ws:// otherwise. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, path = '/ws/'): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}

/** The same server URL, naming another database (template and per-file clones on PostgreSQL). */
export function databaseUrl(serverUrl: string, database: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${database}`;
  return target.toString();
}

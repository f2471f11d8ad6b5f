import { afterAll, beforeAll } from 'vitest';
import { type RunningGalley, startGalley } from '../support/server.ts';

export interface AccountsApp {
  /** An absolute URL of the app under test. */
  url(path: string): string;
  baseUrl(): string;
}

/**
 * The account flows read mail from the dev outbox and sign many people in; each spec file starts its own
 * server (same build, fresh data folder), so their accounts and rate limits stay apart from the
 * public-site specs and from each other.
 */
export function useAccountsApp(): AccountsApp {
  let galley: RunningGalley | undefined;
  beforeAll(async () => {
    galley = await startGalley({ NODE_ENV: 'test', GALLEY_ENVIRONMENT: 'production' });
  });
  afterAll(async () => {
    await galley?.stop();
  });
  const baseUrl = () => {
    if (!galley) throw new Error('useAccountsApp(): the server is not running yet');
    return galley.baseUrl;
  };
  return { baseUrl, url: (path) => new URL(path, baseUrl()).toString() };
}

import { paymentEndpoints } from '@galley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';

/**
 * The network stands in for the server (the web app does not open sockets in unit tests): it records
 * each URL asked for and answers the invoice PDF call's JSON.
 */
const asked: string[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response(JSON.stringify({ url: 'https://example.org/invoice.pdf' }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('path parameters of the shared API client', () => {
  const client = createApiClient({ endpoints: paymentEndpoints, baseUrl: 'http://galley.test' });

  it('fills `:id` from params, URL-encoded', async () => {
    const answer = await client.call('paymentsInvoicePdf', undefined, { params: { id: 'txn_01a/b?c' } });
    expect(answer.url).toBe('https://example.org/invoice.pdf');
    expect(asked.at(-1)).toBe('http://galley.test/api/v1/payments/transaction/txn_01a%2Fb%3Fc/invoice/');
  });

  it('refuses a call whose path parameter is missing, sending nothing', async () => {
    const before = asked.length;
    await expect(client.call('paymentsInvoicePdf')).rejects.toThrow('Missing path parameter id');
    expect(asked.length).toBe(before);
  });

  it('refuses an empty, `.` or `..` value (the URL would name another path), sending nothing', async () => {
    const before = asked.length;
    for (const id of ['', '.', '..']) {
      await expect(client.call('paymentsInvoicePdf', undefined, { params: { id } })).rejects.toThrow(
        'Missing path parameter id',
      );
    }
    expect(asked.length).toBe(before);
  });
});

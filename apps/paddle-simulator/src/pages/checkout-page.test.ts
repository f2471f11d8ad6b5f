import { type Environment, Paddle } from '@paddle/paddle-node-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIMULATOR_PRICE_IDS } from '../catalog.ts';
import { startPaddleSimulator } from '../start-paddle-simulator.ts';
import type { PaddleSimulator } from '../types.ts';

let simulator: PaddleSimulator;
beforeEach(async () => {
  simulator = await startPaddleSimulator({ webhookSecret: 's', now: () => new Date('2026-05-01T00:00:00Z') });
});
afterEach(() => simulator.close());

const PAN = '4242424242424242';
const open = () =>
  simulator.checkoutUrl({
    priceId: SIMULATOR_PRICE_IDS.pro.monthly,
    email: 'page@example.org',
    customData: { user_id: 'u1' },
    successUrl: 'http://app.local/payment-success?plan=pro',
    country: 'KR',
  });

/** Submits the page's form as a browser would: the values it holds plus what the user typed. */
async function submit(url: string, typed: Record<string, string>): Promise<Response> {
  const page = await (await fetch(url)).text();
  const form = new URLSearchParams();
  for (const [input] of page.matchAll(/<input [^>]*>/g)) {
    const name = /name="(\w+)"/.exec(input)?.[1];
    const value = /value="([^"]*)"/.exec(input)?.[1];
    if (name && value !== undefined)
      form.set(
        name,
        value.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code))),
      );
  }
  for (const [name, value] of Object.entries(typed)) form.set(name, value);
  return fetch(`${simulator.url}/checkout`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('the checkout page that stands in for Paddle.js', () => {
  it('is a labelled form offering the trial to a first-time customer', async () => {
    const page = await (await fetch(open())).text();
    expect(page).toContain('<html lang="en">');
    for (const id of ['customer_email', 'card_name', 'card_number', 'card_expiry', 'card_cvc'])
      expect(page).toMatch(new RegExp(`<label for="${id}">[^<]+</label>\\s*<input id="${id}"`));
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).toContain('14-day free trial, then $19.90 per month (tax included).');
    expect(page).toContain('Start free trial');
  });

  it('redirects to success_url with _ptxn, having created the trial; no card number is kept anywhere', async () => {
    const response = await submit(open(), {
      card_name: 'Kim Min',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/29',
      card_cvc: '123',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://app.local/payment-success');
    expect(location.searchParams.get('plan')).toBe('pro');
    const txnId = location.searchParams.get('_ptxn') ?? '';
    const paddle = new Paddle('k', { environment: simulator.url as Environment });
    const txn = await paddle.transactions.get(txnId);
    expect(txn.customData).toEqual({ user_id: 'u1' });
    const sub = await paddle.subscriptions.get(txn.subscriptionId ?? '');
    expect(sub.status).toBe('trialing');
    const everything = simulator.snapshot();
    expect(everything).toContain('"last4":"4242"');
    expect(everything).not.toContain(PAN);
    expect(everything).not.toMatch(/\d{12,19}/);
    expect(everything).not.toContain('"123"');
  });

  it('shows errors on the form without echoing the card number, and a declined test card', async () => {
    const invalid = await submit(open(), { card_number: '4242 4242 4242 4241', card_expiry: '12/29' });
    expect(invalid.status).toBe(422);
    const page = await invalid.text();
    expect(page).toContain('role="alert">Enter a valid card number.');
    expect(page).toContain(
      'id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="cc-number" required aria-invalid="true"',
    );
    expect(page).not.toContain('4242424242424241');
    const expired = await submit(open(), { card_number: PAN, card_expiry: '04/26' });
    expect(await expired.text()).toContain('Enter an expiry date in the future');
    const declined = await submit(open(), { card_number: '4000 0000 0000 0002', card_expiry: '12/29' });
    expect(await declined.text()).toContain('The card was declined.');
    expect(simulator.deliveries()).toEqual([]);
  });
  it('with _ptxn opens the API-created transaction: its custom data is bought, not the page’s', async () => {
    const paddle = new Paddle('k', { environment: simulator.url as Environment });
    const customer = await paddle.customers.create({ email: 'txn@example.org' });
    const created = await paddle.transactions.create({
      items: [{ priceId: SIMULATOR_PRICE_IDS.pro.monthly, quantity: 1 }],
      customerId: customer.id,
      customData: { user_id: 'server-set' },
    });
    const url = `${simulator.url}/checkout?_ptxn=${created.id}&success_url=${encodeURIComponent('http://app.local/done')}`;
    const page = await (await fetch(url)).text();
    expect(page).toContain('Email: txn@example.org');
    expect(page).toContain('Start free trial');
    const response = await submit(url, {
      card_number: PAN,
      card_expiry: '12/29',
      custom_data: JSON.stringify({ user_id: 'forged' }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://app.local/done?_ptxn=${created.id}`);
    const txn = await paddle.transactions.get(created.id);
    expect(txn).toMatchObject({ status: 'completed', origin: 'api', customData: { user_id: 'server-set' } });
    const sub = await paddle.subscriptions.get(txn.subscriptionId ?? '');
    expect(sub).toMatchObject({ status: 'trialing', customData: { user_id: 'server-set' } });
    expect(await (await fetch(url)).text()).toContain(`Transaction ${created.id} is completed.`);
  });
});

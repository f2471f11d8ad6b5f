import { describe, expect, it } from 'vitest';
import { readCard } from './card.ts';

const NOW = new Date('2026-05-15T00:00:00Z');

describe('readCard', () => {
  it('keeps brand, last four digits and expiry of a valid card, never the number', () => {
    const reading = readCard(
      { number: '5555 5555 5555 4444', expiryMonth: 5, expiryYear: 26, name: ' Ada ' },
      NOW,
    );
    expect(reading).toEqual({
      ok: true,
      declined: false,
      card: { type: 'mastercard', last4: '4444', expiryMonth: 5, expiryYear: 2026, cardholderName: 'Ada' },
    });
  });

  it('names the brands Paddle names', () => {
    const brand = (number: string) => {
      const reading = readCard({ number, expiryMonth: 1, expiryYear: 2030 }, NOW);
      return reading.ok ? reading.card.type : reading.message;
    };
    expect(
      ['4242424242424242', '378282246310005', '6011111111111117', '3530111333300000'].map(brand),
    ).toEqual(['visa', 'american_express', 'discover', 'jcb']);
  });

  it('refuses a number failing the Luhn check and an expiry in the past; marks the declined test card', () => {
    expect(readCard({ number: '4242424242424241', expiryMonth: 1, expiryYear: 2030 }, NOW)).toMatchObject({
      ok: false,
      field: 'number',
    });
    expect(readCard({ number: '4242424242424242', expiryMonth: 4, expiryYear: 2026 }, NOW)).toMatchObject({
      ok: false,
      field: 'expiry',
    });
    expect(readCard({ number: '4000000000000002', expiryMonth: 1, expiryYear: 2030 }, NOW)).toMatchObject({
      ok: true,
      declined: true,
    });
  });
});

import type { CardOnFile } from './state.ts';

/** Paddle's test card that is always declined. */
export const DECLINED_TEST_CARD = '4000000000000002';

export type CardReading =
  | { ok: true; card: CardOnFile; declined: boolean }
  | { ok: false; field: 'number' | 'expiry'; message: string };

/**
 * Reads a typed card into what may be kept (brand, last four digits, expiry, holder). The number is only
 * checked (Luhn) and cut to its last four here; nothing else in the simulator ever sees it.
 */
export function readCard(
  input: { number: string; expiryMonth: number; expiryYear: number; name?: string },
  now: Date,
): CardReading {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { ok: false, field: 'number', message: 'Enter a valid card number.' };
  const year = input.expiryYear < 100 ? 2000 + input.expiryYear : input.expiryYear;
  const month = input.expiryMonth;
  const endOfExpiry = Date.UTC(year, month, 1);
  if (!Number.isInteger(month) || month < 1 || month > 12 || endOfExpiry <= now.getTime())
    return { ok: false, field: 'expiry', message: 'Enter an expiry date in the future (MM/YY).' };
  return {
    ok: true,
    declined: digits === DECLINED_TEST_CARD,
    card: {
      type: brandOf(digits),
      last4: digits.slice(-4),
      expiryMonth: month,
      expiryYear: year,
      cardholderName: (input.name ?? '').trim().slice(0, 100),
    },
  };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Paddle's card type names. */
function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'american_express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'union_pay';
  return 'unknown';
}

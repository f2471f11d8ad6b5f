import { OTP_LENGTH } from '@galley/contracts';

/**
 * The six single-digit boxes of the code page as data: what a keystroke, an edit or a paste does to the
 * digits and where the focus goes. Kept apart from the inputs so every rule is tested without a browser.
 */
export interface OtpBoxes {
  /** One entry per box: '' or a single digit. */
  digits: string[];
  /** The box to focus next. */
  focus: number;
}

const LAST = OTP_LENGTH - 1;

export function emptyDigits(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

function clamp(index: number): number {
  return Math.min(Math.max(index, 0), LAST);
}

/**
 * Puts digits into the boxes from `index` on. A whole code (six digits or more, e.g. pasted from the
 * mail, with spaces or dashes) always fills every box from the first.
 */
export function pasteInto(digits: readonly string[], index: number, text: string): OtpBoxes {
  const incoming = [...text.replace(/\D/g, '')];
  if (incoming.length === 0) return { digits: [...digits], focus: clamp(index) };
  const start = incoming.length >= OTP_LENGTH ? 0 : clamp(index);
  const next = [...digits];
  let position = start;
  for (const digit of incoming) {
    if (position > LAST) break;
    next[position] = digit;
    position += 1;
  }
  return { digits: next, focus: clamp(position) };
}

/**
 * The box at `index` now holds `value` (what the input reports after a keystroke or autofill). One new
 * digit replaces the box's digit and moves on; several act as a paste; anything else is ignored.
 */
export function typeInto(digits: readonly string[], index: number, value: string): OtpBoxes {
  let text = value.replace(/\D/g, '');
  const old = digits[index] ?? '';
  // Typing into a filled box reports old + new digit: keep the new one.
  if (old !== '' && text.length === 2 && text.includes(old)) text = text.replace(old, '');
  if (text.length === 0) return { digits: [...digits], focus: clamp(index) };
  if (text.length > 1) return pasteInto(digits, index, text);
  const next = [...digits];
  next[index] = text;
  return { digits: next, focus: clamp(index + 1) };
}

/**
 * Editing and moving keys; null for any other key (the input handles it). Backspace clears the box, or
 * the one before when this one is already empty, and moves back.
 */
export function pressKey(digits: readonly string[], index: number, key: string): OtpBoxes | null {
  const next = [...digits];
  switch (key) {
    case 'Backspace':
      if (next[index]) {
        next[index] = '';
        return { digits: next, focus: index };
      }
      if (index > 0) next[index - 1] = '';
      return { digits: next, focus: clamp(index - 1) };
    case 'Delete':
      next[index] = '';
      return { digits: next, focus: index };
    case 'ArrowLeft':
      return { digits: next, focus: clamp(index - 1) };
    case 'ArrowRight':
      return { digits: next, focus: clamp(index + 1) };
    case 'Home':
      return { digits: next, focus: 0 };
    case 'End':
      return { digits: next, focus: LAST };
    default:
      return null;
  }
}

export function codeOf(digits: readonly string[]): string {
  return digits.join('');
}

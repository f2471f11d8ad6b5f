import { describe, expect, it } from 'vitest';
import { codeOf, emptyDigits, pasteInto, pressKey, typeInto } from './otp-boxes.ts';

const filled = (code: string) => [...code];

describe('the code boxes', () => {
  it('take one digit per box and move on, ignoring anything else', () => {
    const first = typeInto(emptyDigits(), 0, '4');
    expect(first).toEqual({ digits: ['4', '', '', '', '', ''], focus: 1 });
    expect(typeInto(first.digits, 1, 'x')).toEqual({ digits: first.digits, focus: 1 });
  });

  it('replace the digit of a filled box with the one typed', () => {
    expect(typeInto(filled('123456'), 2, '39')).toEqual({ digits: filled('129456'), focus: 3 });
    expect(typeInto(filled('123456'), 2, '93')).toEqual({ digits: filled('129456'), focus: 3 });
  });

  it('stay on the last box after filling it', () => {
    expect(typeInto(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({ digits: filled('123456'), focus: 5 });
  });

  it('fill every box from the first when a whole code is pasted anywhere', () => {
    expect(pasteInto(emptyDigits(), 3, ' 987-654 ')).toEqual({ digits: filled('987654'), focus: 5 });
    expect(typeInto(emptyDigits(), 4, '987654')).toEqual({ digits: filled('987654'), focus: 5 });
  });

  it('fill from the focused box when part of a code is pasted', () => {
    expect(pasteInto(emptyDigits(), 2, '12')).toEqual({ digits: ['', '', '1', '2', '', ''], focus: 4 });
    expect(pasteInto(emptyDigits(), 4, '123')).toEqual({ digits: ['', '', '', '', '1', '2'], focus: 5 });
  });

  it('clear with backspace: this box first, then the one before', () => {
    expect(pressKey(filled('123456'), 3, 'Backspace')).toEqual({
      digits: ['1', '2', '3', '', '5', '6'],
      focus: 3,
    });
    const empty = ['1', '2', '', '', '', ''];
    expect(pressKey(empty, 2, 'Backspace')).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
    expect(pressKey(emptyDigits(), 0, 'Backspace')).toEqual({ digits: emptyDigits(), focus: 0 });
  });

  it('move with the arrows, Home and End, within the boxes', () => {
    expect(pressKey(emptyDigits(), 0, 'ArrowLeft')?.focus).toBe(0);
    expect(pressKey(emptyDigits(), 2, 'ArrowRight')?.focus).toBe(3);
    expect(pressKey(emptyDigits(), 5, 'ArrowRight')?.focus).toBe(5);
    expect(pressKey(emptyDigits(), 3, 'Home')?.focus).toBe(0);
    expect(pressKey(emptyDigits(), 1, 'End')?.focus).toBe(5);
    expect(pressKey(emptyDigits(), 1, 'a')).toBeNull();
  });

  it('read back as the code', () => {
    expect(codeOf(filled('012345'))).toBe('012345');
  });
});

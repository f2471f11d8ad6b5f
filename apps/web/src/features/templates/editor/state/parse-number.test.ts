import { describe, expect, it } from 'vitest';
import { parseNumber } from './parse-number.ts';

describe('integer and float fields (spec §5)', () => {
  it.each(['3', ' 12 ', '+4', '0'])('takes the integer %j', (raw) => {
    expect(parseNumber(raw, 'integer', 0, 100)).toEqual({ ok: true, value: Number(raw) });
  });

  it.each(['', '1.5', '1e2', '0x10', '3a', '--1', '١٢'])('refuses %j as an integer', (raw) => {
    expect(parseNumber(raw, 'integer', 0, 100)).toEqual({ ok: false, error: 'integer' });
  });

  it.each(['1.5', '.5', '2.', '-0.25', '7'])('takes the float %j', (raw) => {
    expect(parseNumber(raw, 'float', -1, 10)).toEqual({ ok: true, value: Number(raw) });
  });

  it.each(['1,5', '1.2.3', '.', 'NaN', 'Infinity'])('refuses %j as a float', (raw) => {
    expect(parseNumber(raw, 'float', -1, 10)).toEqual({ ok: false, error: 'float' });
  });

  it('refuses numbers outside the field’s range', () => {
    expect(parseNumber('101', 'integer', 0, 100)).toEqual({ ok: false, error: 'range' });
    expect(parseNumber('-1', 'integer', 0, 100)).toEqual({ ok: false, error: 'range' });
    expect(parseNumber('10.5', 'float', -1, 10)).toEqual({ ok: false, error: 'range' });
  });
});

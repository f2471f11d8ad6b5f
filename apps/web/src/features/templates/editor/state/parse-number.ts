/** Why a number field's text was refused: the keys of `validation.*` in the templates catalogue. */
export type NumberError = 'integer' | 'float' | 'range';

export type ParsedNumber = { ok: true; value: number } | { ok: false; error: NumberError };

/**
 * Spec §5 "Integers and floats must be valid": the text must be a whole number (or a decimal for a
 * float field) written plainly — no exponent, no hex, no trailing letters — and within [min, max].
 */
export function parseNumber(raw: string, kind: 'integer' | 'float', min: number, max: number): ParsedNumber {
  const text = raw.trim();
  const pattern = kind === 'integer' ? /^[-+]?\d+$/ : /^[-+]?(\d+\.?\d*|\.\d+)$/;
  if (!pattern.test(text)) return { ok: false, error: kind };
  const value = Number(text);
  if (value < min || value > max) return { ok: false, error: 'range' };
  return { ok: true, value };
}

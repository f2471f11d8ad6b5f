/** A limit field's value as the contract stores it: a whole number ≥ `min`, or null when empty or unusable. */
export function toLimit(value: string | number, min: number): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(number) && number >= min ? number : null;
}

/** "MM/YY", "MM / YYYY" or "MMYY" as typed into an expiry field; null when it is none of those. */
export function readExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lenientUtf8 = new TextDecoder('utf-8', { fatal: false });

/**
 * Text of a reader's input: strings pass through; bytes are read the way reference managers write them —
 * UTF-8 (with or without a BOM), UTF-16 (Windows "Unicode" exports: a BOM, or every other byte zero), or, when
 * the bytes are not valid UTF-8, Windows-1252 (older EndNote and Reference Manager exports).
 */
export function decodeInput(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  const utf16 = utf16Encoding(input);
  if (utf16) return new TextDecoder(utf16).decode(input);
  try {
    return utf8.decode(input);
  } catch {
    return looksLikeLegacyText(input)
      ? new TextDecoder('windows-1252').decode(input)
      : lenientUtf8.decode(input);
  }
}

function utf16Encoding(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Without a BOM, ASCII-heavy UTF-16 has a zero in every other byte.
  const sample = bytes.subarray(0, 2000);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let at = 0; at + 1 < sample.length; at += 2) {
    if (sample[at] === 0) evenZeros++;
    if (sample[at + 1] === 0) oddZeros++;
  }
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 4) return undefined;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

/** Mostly printable text with a few high bytes (accents), not a binary file sent by mistake. */
function looksLikeLegacyText(bytes: Uint8Array): boolean {
  let control = 0;
  for (const byte of bytes.subarray(0, 4000)) if (byte < 9 || (byte > 13 && byte < 32)) control++;
  return control <= Math.min(bytes.length, 4000) * 0.01;
}

/** Size in bytes of a reader's input as the user uploaded it. */
export function inputBytes(input: string | Uint8Array): number {
  return typeof input === 'string' ? new TextEncoder().encode(input).length : input.byteLength;
}

const decoder = new TextDecoder('utf-8', { fatal: false });

/** Text of a reader's input: strings pass through; bytes are read as UTF-8 (invalid bytes become U+FFFD). */
export function decodeInput(input: string | Uint8Array): string {
  return typeof input === 'string' ? input : decoder.decode(input);
}

/** Size in bytes of a reader's input as the user uploaded it. */
export function inputBytes(input: string | Uint8Array): number {
  return typeof input === 'string' ? new TextEncoder().encode(input).length : input.byteLength;
}

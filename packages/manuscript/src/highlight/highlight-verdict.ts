import type { HighlightMessageKey, HighlightRange } from '@galley/contracts';

/** A rule's answer: go on (with the ranges to store), ignore silently, or refuse with the spec's message key. */
export type HighlightVerdict =
  | { action: 'accept'; ranges: HighlightRange[]; message?: HighlightMessageKey }
  | { action: 'ignore' }
  | { action: 'reject' | 'undo'; message: HighlightMessageKey; params?: Record<string, string> };

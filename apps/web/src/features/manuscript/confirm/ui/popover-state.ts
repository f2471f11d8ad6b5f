import type { HighlightMessageKey } from '@galley/contracts';
import type { Point } from './board-document.tsx';

/** Which popover the board shows: the tagger's suggestion, nothing found, or a refused drag/click. */
export type PopoverState =
  | { kind: 'auto' }
  | { kind: 'fail' }
  | { kind: 'refused'; message: HighlightMessageKey; params?: Record<string, string> | undefined; at: Point }
  | null;

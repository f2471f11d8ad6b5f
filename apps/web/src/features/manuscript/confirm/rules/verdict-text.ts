import type { HighlightMessageKey } from '@galley/contracts';
import type { TFunction } from 'i18next';
import { type BoardWords, stepName } from './step-words.ts';

/** Spec §2's popovers: which one a refused rule opens. */
export type RefusalKind = 'previous' | 'cross' | 'table' | 'duplicate' | 'preventDelete' | 'rejected';

const KINDS: Partial<Record<HighlightMessageKey, RefusalKind>> = {
  alreadyDragged: 'previous',
  singleOnly: 'previous',
  draggedAsOtherStep: 'cross',
  mixedSelection: 'cross',
  sourceUsedUp: 'cross',
  tableNotSelectable: 'table',
  noDuplicateDragging: 'duplicate',
  deleteOverlapFirst: 'preventDelete',
  nestedHighlight: 'preventDelete',
};

export function refusalKind(message: HighlightMessageKey): RefusalKind {
  return KINDS[message] ?? 'rejected';
}

/** A rule's message in the page's language, its step parameters shown by name. */
export function verdictText(
  message: HighlightMessageKey,
  params: Record<string, string> | undefined,
  t: TFunction,
  words: BoardWords,
): string {
  const named = Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [key, stepName(words, value)]),
  );
  // The package's duplicate refusal names no step; the board adds the one that holds the text (duplicate-owner.ts).
  const key = message === 'noDuplicateDragging' && named.step ? 'noDuplicateDraggingOwned' : message;
  return t(`manuscript-confirm:messages.${key}`, named);
}

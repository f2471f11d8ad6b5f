// @galley/references/split: the list splitter and the limits alone, for the browser's live count (the
// package's index would also bring every reader and its tables into a page's chunk).

export { REFERENCE_LIMITS, REFERENCE_MESSAGES } from './limits.ts';
export { type ListEntry, type SplitOptions, splitReferenceList } from './readers/split-reference-list.ts';

/** The board of an upload, emptied: a new upload or a file-delete makes the old manuscript's board meaningless. */
export const CLEARED_BOARD = {
  manuscriptFileId: null,
  clientHtml: null,
  autoTags: null,
  autoTagStatus: 'none',
  autoTagJobId: null,
  currentTargetStep: null,
  additionalText: null,
} as const;

// @galley/manuscript: pure (bytes and data in, data and warnings out). See README.md.
export { DocxRefusal } from './docx-refusal.ts';
export { type ButtonMode, buttonMode } from './highlight/button-mode.ts';
export { checkRemoval } from './highlight/check-removal.ts';
export { checkSelection } from './highlight/check-selection.ts';
export { CLICK_SUPPRESSION_MS, isSuppressedClick } from './highlight/click-guard.ts';
export { formatHighlightMessage } from './highlight/format-highlight-message.ts';
export type { HighlightVerdict } from './highlight/highlight-verdict.ts';
export { isOneArea } from './highlight/one-area.ts';
export { type SelectionContext, selectionContext } from './highlight/selection-context.ts';
export { settleStepHighlights } from './highlight/settle-step-highlights.ts';
export { boardSteps, nextStep, previousStep } from './highlight/step-navigation.ts';
export { titleText } from './highlight/title-text.ts';
export { trimSelection } from './highlight/trim-selection.ts';
export { highlightAttribute, parseHighlightAttribute } from './html/highlight-attribute.ts';
export { type ConfirmHtmlContent, readConfirmHtml } from './html/read-confirm-html.ts';
export { renderConfirmHtml } from './html/render-confirm-html.ts';
export { readDocx } from './read-docx.ts';
export { STEP_TEXTS } from './steps/all-step-texts.ts';
export { buildStepData } from './steps/build-step-data.ts';
export { conversionTextData } from './steps/conversion-text-data.ts';
export type { BoardStep, StepTexts } from './steps/step-texts.ts';
export { localTagger } from './tagger/local-tagger.ts';
export type { ManuscriptTagger } from './tagger/manuscript-tagger.ts';
export { splitSentences } from './tagger/split-sentences.ts';
export { tagLocal } from './tagger/tag-local.ts';
export { checkUpload, type UploadCheck, type UploadedFile } from './upload/check-upload.ts';
export { countManuscriptTokens } from './upload/count-tokens.ts';
export { detectFileKind, type FileKind } from './upload/detect-file-kind.ts';
export {
  EMPTY_MANUSCRIPT_MESSAGE,
  EMPTY_MANUSCRIPT_REASON,
  isEmptyManuscript,
} from './upload/empty-manuscript.ts';

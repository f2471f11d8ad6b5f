// @galley/manuscript/board: what the browser's confirm board needs — the highlight rules, the board HTML reader and
// writer, the step texts — and nothing else (no .docx reader, tokenizer or tagger in the web bundle).
export { type ButtonMode, buttonMode } from './highlight/button-mode.ts';
export { checkRemoval } from './highlight/check-removal.ts';
export { checkSelection } from './highlight/check-selection.ts';
export { CLICK_SUPPRESSION_MS, isSuppressedClick } from './highlight/click-guard.ts';
export { formatHighlightMessage } from './highlight/format-highlight-message.ts';
export type { HighlightVerdict } from './highlight/highlight-verdict.ts';
export { isOneArea } from './highlight/one-area.ts';
export type { SelectionContext } from './highlight/selection-context.ts';
export { settleStepHighlights } from './highlight/settle-step-highlights.ts';
export { boardSteps, nextStep, previousStep } from './highlight/step-navigation.ts';
export { titleText } from './highlight/title-text.ts';
export { trimSelection } from './highlight/trim-selection.ts';
export { highlightAttribute, parseHighlightAttribute } from './html/highlight-attribute.ts';
export { decodeEntities, HTML_TOKENS, tagAttributes } from './html/html-tokens.ts';
export { type ConfirmHtmlContent, readConfirmHtml } from './html/read-confirm-html.ts';
export { STEP_TEXTS } from './steps/all-step-texts.ts';
export type { BoardStep, StepTexts } from './steps/step-texts.ts';

// @galley/manuscript/pipeline: the conversion pipeline the CLI and the conversion job share (read → tags → writer),
// and the tags-file checks. Node-only like ./node (it may start LibreOffice) and heavy like ./writer (docx library).
export { blockTexts } from './block-texts.ts';
export { checkTagsJson, type TagsJsonCheck } from './check-tags-json.ts';
export {
  type ConvertForJournalsInput,
  type ConvertForJournalsResult,
  convertForJournals,
} from './convert-for-journals.ts';
export { type ManuscriptRead, readManuscriptBytes } from './read-manuscript-bytes.ts';
export { TagsJson } from './tags-json.ts';
export { withTitleText } from './with-title-text.ts';

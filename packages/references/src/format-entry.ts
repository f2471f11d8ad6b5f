// @galley/references/format: the formatter and the presets alone, for the browser (the template editor's live
// preview). The package's index would also bring every reader — the BibTeX parser and the XML readers — into the
// page's chunk.

export { type FormattedReference, formatReference } from './format/format-reference.ts';
export { formatReferences } from './format/format-references.ts';
export { runsToHtml } from './format/runs-to-html.ts';
export { CITATION_PRESETS } from './presets/citation-presets.ts';

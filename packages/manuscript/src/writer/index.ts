// @galley/manuscript/writer: manuscript model + confirmed tags + journal template → .docx and compliance report.
// A separate entry point so the docx library loads only where documents are written. See ../../README.md.
export type { ConvertedManuscript, ConvertManuscriptInput } from './convert-manuscript.ts';
export { convertManuscript } from './convert-manuscript.ts';
export type { DocumentPlan, PlannedSection } from './document-plan.ts';
export { planDocument } from './plan-document.ts';

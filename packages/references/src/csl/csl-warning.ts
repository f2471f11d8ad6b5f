/**
 * What a CSL export or import could not carry over, as codes the CLI and the web put into words (the English
 * lines of CSL_WARNING_TEXT; the web has its own catalogues). `detail` names the setting, variable or element.
 */
export interface CslWarning {
  code: CslWarningCode;
  detail?: string;
}

export const CSL_WARNING_CODES = [
  // export: template settings CSL 1.0.2 has no counterpart for
  'export-unsupported-setting',
  'export-unsupported-element',
  // import
  'invalid-xml',
  'not-a-csl-style',
  'no-bibliography',
  'unknown-macro',
  'unsupported-variable',
  'unsupported-node',
  'unsupported-attribute',
  'unsupported-condition',
  'duplicate-element',
  'no-elements',
] as const;
export type CslWarningCode = (typeof CSL_WARNING_CODES)[number];

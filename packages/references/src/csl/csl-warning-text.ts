import type { CslWarning, CslWarningCode } from './csl-warning.ts';

const TEXT: Record<CslWarningCode, (detail: string) => string> = {
  'export-unsupported-setting': (detail) =>
    `The setting "${detail}" has no CSL counterpart and was left out.`,
  'export-unsupported-element': (detail) => `The element "${detail}" has no CSL variable and was left out.`,
  'invalid-xml': (detail) => `The file is not well-formed XML${detail ? ` (${detail})` : ''}.`,
  'not-a-csl-style': () => 'The file is not a CSL style (no <style> element).',
  'no-bibliography': () => 'The style has no bibliography layout; nothing could be imported.',
  'unknown-macro': (detail) => `The macro "${detail}" is called but not defined; it was skipped.`,
  'unsupported-variable': (detail) => `The variable "${detail}" has no template element; it was left out.`,
  'unsupported-node': (detail) =>
    `The CSL element <${detail.replace('/', '> inside <')}> could not be mapped; it was left out.`,
  'unsupported-attribute': (detail) => `The CSL option ${detail} could not be mapped; it was ignored.`,
  'unsupported-condition': (detail) =>
    detail === 'type'
      ? 'The layout was read for journal articles; what the style prints for other item types was not imported.'
      : `The condition "${detail}" was read as it applies to a journal article.`,
  'duplicate-element': (detail) => `The element "${detail}" appears more than once; only the first is kept.`,
  'no-elements': () => 'No part of the layout maps to a template element.',
};

/** A warning as one English line for the command line (the web translates the codes itself). */
export function cslWarningText(warning: CslWarning): string {
  return TEXT[warning.code](warning.detail ?? '');
}

import type { CslWarning } from '@galley/references';

/**
 * The catalogue key (under `import.warning.`) and value for one thing a CSL import could not map. The
 * package gives codes; the words are the drawer's, in four languages. A type condition gets its own
 * sentence: the layout was read for journal articles.
 */
export function cslWarningKey(warning: CslWarning): { key: string; detail: string } {
  const detail = warning.detail ?? '';
  if (warning.code === 'unsupported-condition' && detail === 'type') {
    return { key: 'import.warning.unsupported-condition-type', detail };
  }
  if (warning.code === 'unsupported-node') {
    return { key: `import.warning.${warning.code}`, detail: detail.replace('/', ' › ') };
  }
  return { key: `import.warning.${warning.code}`, detail };
}

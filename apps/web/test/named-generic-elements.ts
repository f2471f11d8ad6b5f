import path from 'node:path';
import ts from 'typescript';

// Elements and Mantine components that render a generic div, span or p when given no `component`: ARIA prohibits
// naming those (aria-label, aria-labelledby) unless a role makes them something nameable — axe reports it as a
// serious violation, but only on a page it scans while that element is drawn (a loading state, say). This reads
// the source instead, so every such element is checked whether or not a browser test meets it.
const GENERIC = new Set([
  'div',
  'span',
  'p',
  'Box',
  'Text',
  'Group',
  'Stack',
  'Flex',
  'SimpleGrid',
  'Grid',
  'Center',
  'Container',
  'Paper',
  'Skeleton',
  'Loader',
  'Badge',
]);
const NAMES = new Set(['aria-label', 'aria-labelledby']);

/** `file:line <Tag>` (relative to `root`) for each generic element of a .tsx source named without a role. */
export function namedGenericElements(root: string, file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const attributes = node.attributes.properties;
      const named = (name: string) =>
        attributes.some((a) => ts.isJsxAttribute(a) && a.name.getText(source) === name);
      // A spread may carry the role; `component` renders another element.
      const unknown = attributes.some((a) => ts.isJsxSpreadAttribute(a)) || named('component');
      if (GENERIC.has(tag) && !unknown && !named('role') && [...NAMES].some(named)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${path.relative(root, file)}:${line + 1} <${tag}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

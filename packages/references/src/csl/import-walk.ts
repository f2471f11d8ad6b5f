import type { CslNode } from './csl-node.ts';
import { withAffixes } from './import-affixes.ts';
import { chosenBranch } from './import-condition.ts';
import {
  ARTICLE_EXTRAS,
  type ImportContext,
  type ImportPart,
  type ImportToken,
  type InheritedFormat,
  warnOnce,
} from './import-context.ts';
import { importDate } from './import-date.ts';
import { importNames } from './import-names.ts';
import { importVariable } from './import-variable.ts';

const EMPTY: ImportPart = { tokens: [], called: true, rendered: false };
const LABELLED = new Set(['page', 'volume', 'issue']);

/**
 * The parts a layout node renders for a journal article. A <choose> gives the parts of the branch that holds
 * (its children join their parent's delimiter, as in citeproc-js); every other node one part, or none.
 */
export function walkNode(node: CslNode, format: InheritedFormat, context: ImportContext): ImportPart[] {
  const inner = innerFormat(node, format);
  switch (node.name) {
    case 'choose':
      return chosenBranch(node, context).flatMap((child) => walkNode(child, format, context));
    case 'group':
      return [group(node, node.children, inner, context)];
    case 'text':
      if (node.attrs.macro !== undefined) return [macro(node, inner, context)];
      if (node.attrs.variable !== undefined) return [variable(node, inner, context)];
      if (node.attrs.term !== undefined) {
        const text =
          context.terms.text(node.attrs.term, node.attrs.form, node.attrs.plural === 'always') ?? '';
        return [literal(node, text)];
      }
      return [literal(node, node.attrs.value ?? '')];
    case 'number':
      return [variable(node, inner, context)];
    case 'names':
      return [names(node, inner, context)];
    case 'date':
      if (node.attrs.variable !== 'issued') return unsupported(node.attrs.variable ?? 'date', context);
      return [element(node, { kind: 'element', element: { ...importDate(node, context), ...font(inner) } })];
    case 'label':
      return [label(node, context)];
    default:
      warnOnce(context, { code: 'unsupported-node', detail: node.name });
      return [];
  }
}

/** Children joined by the delimiter, with the node's affixes; suppressed when it calls only empty variables. */
export function group(
  node: CslNode,
  children: CslNode[],
  format: InheritedFormat,
  context: ImportContext,
): ImportPart {
  const parts = children.flatMap((child) => walkNode(child, format, context));
  const called = parts.some((part) => part.called);
  const rendered = parts.some((part) => part.rendered);
  if (called && !rendered) return EMPTY;
  const tokens: ImportToken[] = [];
  const delimiter = node.attrs.delimiter ?? '';
  // Text of the group standing before an element ("PMID: " + PMID) belongs to it: it prints only with it.
  let held = '';
  for (const part of parts.filter((candidate) => candidate.tokens.length > 0)) {
    const joined = tokens.length || held ? delimiter : '';
    if (part.tokens.every((token) => token.kind === 'text')) {
      held += joined + part.tokens.map((token) => (token.kind === 'text' ? token.text : '')).join('');
      continue;
    }
    const lead = part.tokens[0]?.kind !== 'text' && held ? held + joined : '';
    if (held && !lead) tokens.push({ kind: 'text', text: held });
    tokens.push(...withAffixes(part.tokens, lead || (held ? joined : tokens.length ? delimiter : ''), ''));
    held = '';
  }
  if (held) tokens.push({ kind: 'text', text: held });
  // A group that prints nothing prints no affixes either.
  if (tokens.length === 0) return { tokens, called, rendered };
  const suffix = node.attrs.suffix ?? '';
  const elements = tokens.filter((token) => token.kind === 'element').length;
  if (elements > 1 && /[:;,]\s*$/.test(suffix)) {
    // A group of several elements ends with its suffix whichever of them prints: a separator (":", ";", ",")
    // leads the next element; a closing full stop stays with the last (the formatter mends it when missing).
    return {
      tokens: [
        ...withAffixes(tokens, node.attrs.prefix ?? '', ''),
        { kind: 'text', text: suffix, next: true },
      ],
      called,
      rendered,
    };
  }
  return { tokens: withAffixes(tokens, node.attrs.prefix ?? '', suffix), called, rendered };
}

function macro(node: CslNode, format: InheritedFormat, context: ImportContext): ImportPart {
  const name = node.attrs.macro ?? '';
  const body = context.macros.get(name);
  if (!body) {
    warnOnce(context, { code: 'unknown-macro', detail: name });
    return EMPTY;
  }
  if (context.expanding.has(name)) return EMPTY;
  context.expanding.add(name);
  const part = group(
    { ...node, attrs: { prefix: node.attrs.prefix ?? '', suffix: node.attrs.suffix ?? '' } },
    body.children,
    format,
    context,
  );
  context.expanding.delete(name);
  return part;
}

function variable(node: CslNode, format: InheritedFormat, context: ImportContext): ImportPart {
  const name = node.attrs.variable ?? '';
  const token = importVariable(node, format, context);
  if (!token) return unsupported(name, context)[0] ?? EMPTY;
  return element(node, token);
}

function names(node: CslNode, format: InheritedFormat, context: ImportContext): ImportPart {
  const variables = (node.attrs.variable ?? '').split(/\s+/);
  if (!variables.includes('author')) {
    // Other name variables are empty for an article: the substitute renders (often the author, same options).
    const substitute = node.children.find((child) => child.name === 'substitute');
    if (!substitute) return unsupported(variables.join(' '), context)[0] ?? EMPTY;
    for (const child of substitute.children) {
      const replacement =
        child.name === 'names' && child.children.length === 0
          ? {
              ...node,
              attrs: { ...node.attrs, ...child.attrs },
              children: node.children.filter((c) => c.name !== 'substitute'),
            }
          : child;
      const part = walkNode(replacement, format, context)[0];
      if (part?.rendered) return part;
    }
    return EMPTY;
  }
  for (const other of variables.filter((name) => name !== 'author')) unsupported(other, context);
  return element(node, { kind: 'element', element: { ...importNames(node, context), ...font(format) } });
}

function label(node: CslNode, context: ImportContext): ImportPart {
  const name = node.attrs.variable ?? '';
  if (!LABELLED.has(name)) return unsupported(name, context)[0] ?? EMPTY;
  const form = node.attrs.form ?? 'long';
  const single = context.terms.text(name, form, false) ?? '';
  const multiple = context.terms.text(name, form, true) ?? single;
  const token: ImportToken = {
    kind: 'label',
    variable: name,
    text: `${node.attrs.prefix ?? ''}${multiple}${node.attrs.suffix ?? ''}`,
    single: `${node.attrs.prefix ?? ''}${single}${node.attrs.suffix ?? ''}`,
    multiple: `${node.attrs.prefix ?? ''}${multiple}${node.attrs.suffix ?? ''}`,
  };
  // A label renders only with its variable; it counts as calling it.
  return { tokens: [token], called: true, rendered: true };
}

function element(node: CslNode, token: ImportToken): ImportPart {
  // quotes="true": the quotes sit inside the affixes; the punctuation after them moves in (tokens-to-template.ts).
  const quoted = token.kind === 'element' && token.quoted ? withAffixes([token], '“', '”') : [token];
  const tokens = withAffixes(quoted, node.attrs.prefix ?? '', node.attrs.suffix ?? '');
  return { tokens, called: true, rendered: true };
}

function literal(node: CslNode, text: string): ImportPart {
  const full = `${node.attrs.prefix ?? ''}${text}${node.attrs.suffix ?? ''}`;
  return { tokens: full ? [{ kind: 'text', text: full }] : [], called: false, rendered: false };
}

/** Variables the element model has no element for: read as empty, and listed when an article may have them. */
function unsupported(names: string, context: ImportContext): ImportPart[] {
  for (const name of names.split(/\s+/)) {
    if (ARTICLE_EXTRAS.has(name)) warnOnce(context, { code: 'unsupported-variable', detail: name });
  }
  return [EMPTY];
}

function innerFormat(node: CslNode, format: InheritedFormat): InheritedFormat {
  const style = node.attrs['font-style'];
  const weight = node.attrs['font-weight'];
  return {
    italic: style ? style === 'italic' || style === 'oblique' : format.italic,
    bold: weight ? weight === 'bold' : format.bold,
    textCase: node.attrs['text-case'] ?? format.textCase,
    stripPeriods: node.attrs['strip-periods'] === 'true' || format.stripPeriods,
  };
}

function font(format: InheritedFormat): { italic: boolean; bold: boolean } {
  return { italic: Boolean(format.italic), bold: Boolean(format.bold) };
}

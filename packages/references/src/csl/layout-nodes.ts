import type { LayoutElement } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { CslWarning } from './csl-warning.ts';
import { conditionalClosers, elementBoundary, type Layout, precedingCandidates } from './element-boundary.ts';
import { elementConditions, elementPresence, elementVariables } from './element-presence.ts';
import type { LocaleTerm } from './locale-terms.ts';
import { fontAttributes } from './names-node.ts';
import { valueNodes } from './value-nodes.ts';
import { whenNodes } from './when-node.ts';

/**
 * The bibliography layout of one element order (the article line or a per-type layout). Each element prints as a
 * group whose prefix is the text between it and the element printed before it — which depends on which elements
 * were left out between them, as the formatter mends those gaps (format/gaps.ts) — so each element chooses its
 * prefix by the nearest earlier element that has a value; the end of the reference likewise. `layout` is the
 * order as printed (layout-template.ts), `originals` its elements as the user wrote them, which give the values.
 * An element with a condition (ifVariable, unlessVariable) is wrapped in it. Values go to `macros` (see macroCall).
 */
export function layoutNodes(
  layout: Layout,
  originals: readonly LayoutElement[],
  terms: LocaleTerm[],
  warnings: CslWarning[],
  macros: CslNode[] = [],
): CslNode[] {
  const nodes: CslNode[] = [];
  const { elements } = layout;
  elements.forEach((element, index) => {
    const variables = elementVariables(element);
    if (variables === 'never') {
      warnings.push({ code: 'export-unsupported-element', detail: element.element });
      return;
    }
    if (element.element === 'number') {
      if (element.preserveOriginalIndex) {
        warnings.push({ code: 'export-unsupported-setting', detail: 'number: keep the original number' });
      }
      const number = cslNode('text', {
        variable: 'citation-number',
        prefix: element.prefix || undefined,
        suffix: element.suffix || undefined,
        ...fontAttributes(element),
      });
      nodes.push(withBoundary(layout, index, [number], true));
      return;
    }
    const value = macroCall(valueNodes(originals[index] ?? element, terms, warnings), macros);
    const printed = withBoundary(layout, index, value, false);
    const missing = element.missingText
      ? withBoundary(layout, index, [missingNode(element)], false)
      : undefined;
    let body: CslNode;
    if (variables === 'always') body = printed;
    else if (elementPresence(element) === 'always' && missing) {
      body = cslNode('choose', {}, [
        cslNode('if', { variable: variables.join(' '), match: 'any' }, [printed]),
        cslNode('else', {}, [missing]),
      ]);
    } else {
      body = cslNode('choose', {}, [
        cslNode('if', { variable: variables.join(' '), match: 'any' }, [printed]),
      ]);
    }
    nodes.push(...whenNodes(elementConditions(element), [body]));
  });
  const end = boundaryChoice(layout, elements.length, (boundary) =>
    boundary ? [cslNode('text', { value: boundary })] : [],
  );
  if (end) nodes.push(end);
  return nodes;
}

/**
 * The value's nodes as a call of a macro holding them: an element's value is printed in every branch of the
 * choices around it (which text comes before it), and a macro keeps the style small; alike values share one.
 */
function macroCall(value: CslNode[], macros: CslNode[]): CslNode[] {
  const key = JSON.stringify(value);
  let macro = macros.find((candidate) => JSON.stringify(candidate.children) === key);
  if (!macro) {
    macro = cslNode('macro', { name: `value-${macros.length + 1}` }, value);
    macros.push(macro);
  }
  return [cslNode('text', { macro: macro.attrs.name })];
}

function missingNode(element: LayoutElement): CslNode {
  return cslNode('text', {
    value: `${element.keywordsBefore}${element.missingText}`,
    ...fontAttributes(element),
  });
}

/** The element's nodes in a group prefixed with the boundary text before it (a choice when that varies). */
function withBoundary(layout: Layout, index: number, nodes: CslNode[], own: boolean): CslNode {
  const group = (boundary: string) => [cslNode('group', { prefix: boundary || undefined }, nodes)];
  // The list number carries its own prefix: only the text before it (nothing, as it comes first) is chosen.
  const choice = boundaryChoice(layout, index, own ? () => nodes : group);
  return choice ?? cslNode('group', {}, nodes);
}

/** A <choose> over the nearest earlier printed element (or a single node when the text is the same for all). */
function boundaryChoice(
  layout: Layout,
  index: number,
  render: (boundary: string) => CslNode[],
): CslNode | undefined {
  const candidates = precedingCandidates(layout.elements, index);
  const branches = candidates.map((candidate) => ({
    clauses: candidate.clauses,
    boundary: elementBoundary(layout, candidate.index, index),
  }));
  // Elements left out between with a condition of their own: the text may depend on why they were left out.
  const undecided = candidates.some(
    (candidate) => candidate.index >= -1 && conditionalClosers(layout, candidate.index, index).length > 0,
  );
  if (undecided) {
    let chosen: CslNode[] = [];
    // The text chosen so far when it is one text whatever the item: a nearer candidate with the same text
    // needs no test of its own (this keeps the nesting from doubling at each candidate).
    let uniform: string | undefined;
    for (const candidate of [...candidates].reverse()) {
      const fixed = conditionalClosers(layout, candidate.index, index).length === 0;
      const boundary = fixed ? elementBoundary(layout, candidate.index, index) : undefined;
      const own = decidedNodes(layout, candidate.index, index, render);
      if (!candidate.clauses) {
        chosen = own;
        uniform = boundary;
      } else if (boundary === undefined || boundary !== uniform) {
        chosen = whenNodes(candidate.clauses, own, chosen);
        uniform = undefined;
      }
    }
    return chosen.length === 1 ? chosen[0] : chosen.length ? cslNode('group', {}, chosen) : undefined;
  }
  const first = branches[0]?.boundary ?? '';
  if (branches.every((branch) => branch.boundary === first)) {
    const rendered = render(first);
    return rendered.length === 1 ? rendered[0] : rendered.length ? cslNode('group', {}, rendered) : undefined;
  }
  // Conditions of their own: each candidate's test nests around the choice among the ones before it.
  if (
    branches.some(
      (branch) => branch.clauses && (branch.clauses.length > 1 || branch.clauses[0]?.match !== 'any'),
    )
  ) {
    let chosen: CslNode[] = [];
    for (const branch of [...branches].reverse()) {
      chosen = branch.clauses
        ? whenNodes(branch.clauses, render(branch.boundary), chosen)
        : render(branch.boundary);
    }
    return chosen.length === 1 ? chosen[0] : chosen.length ? cslNode('group', {}, chosen) : undefined;
  }
  // Neighbouring branches with the same text become one ("if A or B"); those equal to the last, the else.
  const merged: { variables: string[] | undefined; boundary: string }[] = [];
  for (const branch of branches) {
    const variables = branch.clauses?.[0]?.variables;
    const last = merged[merged.length - 1];
    if (last && last.boundary === branch.boundary) {
      last.variables = last.variables && variables ? [...last.variables, ...variables] : undefined;
    } else merged.push({ variables, boundary: branch.boundary });
  }
  const conditions = merged.map((branch, at) => {
    if (branch.variables === undefined) return cslNode('else', {}, render(branch.boundary));
    const attrs = { variable: branch.variables.join(' '), match: 'any' };
    return cslNode(at === 0 ? 'if' : 'else-if', attrs, render(branch.boundary));
  });
  return cslNode('choose', {}, conditions);
}

/** The boundary from `from` to `to`, chosen by the conditions of the elements left out between them. */
function decidedNodes(
  layout: Layout,
  from: number,
  to: number,
  render: (boundary: string) => CslNode[],
): CslNode[] {
  const undecided = conditionalClosers(layout, from, to);
  const walk = (at: number, held: Set<number>): CslNode[] => {
    const index = undecided[at];
    if (index === undefined) return render(elementBoundary(layout, from, to, held));
    const heldHere = walk(at + 1, new Set([...held, index]));
    const leftOut = walk(at + 1, held);
    if (JSON.stringify(heldHere) === JSON.stringify(leftOut)) return leftOut;
    return whenNodes(elementConditions(layout.elements[index] as LayoutElement), heldHere, leftOut);
  };
  return walk(0, new Set());
}

import { type CslNode, cslNode } from './csl-node.ts';
import type { Clause } from './element-presence.ts';

/**
 * `then` when every clause holds, else `otherwise`, as nested CSL <choose> (a CSL condition has one match mode,
 * so "has a page and no DOI" is two conditions, one inside the other).
 */
export function whenNodes(clauses: Clause[], then: CslNode[], otherwise: CslNode[] = []): CslNode[] {
  const [first, ...rest] = clauses;
  if (!first) return then;
  const branches = [
    cslNode(
      'if',
      { variable: first.variables.join(' '), match: first.match },
      whenNodes(rest, then, otherwise),
    ),
  ];
  if (otherwise.length) branches.push(cslNode('else', {}, otherwise));
  return [cslNode('choose', {}, branches)];
}

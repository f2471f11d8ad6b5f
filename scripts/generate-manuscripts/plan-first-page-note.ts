import { para } from './generated-document.ts';
import { affiliation, email, people } from './names.ts';
import type { PlanContext } from './plan-context.ts';
import { Random } from './random.ts';

/**
 * IEEE's first-page note typed under the index terms: the dates of receipt (no step), the authors' institutions as
 * a sentence ("A and B are with the Department of …", the affiliations) and the DOI line (no step). Drawn from its
 * own seed (the index terms' text), so the manuscript's other choices stay as they were.
 */
export function planFirstPageNote(ctx: PlanContext, seedText: string): void {
  const random = new Random(hash(seedText));
  const month = () => random.pick(['January', 'March', 'May', 'June', 'September', 'November']);
  ctx.push(
    para(
      `Manuscript received ${month()} ${random.int(1, 28)}, 2024; revised ${month()} ${random.int(1, 28)}, 2024.`,
      [],
    ),
  );
  const authors = people(random, random.int(1, 3));
  const names = authors.map((person) => `${person.first} ${person.last}`);
  const subject =
    names.length === 1 ? `${names[0]} is` : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are`;
  const mail = authors.map(email).join('; ');
  ctx.push(para(`${subject} with the ${affiliation(random)} (e-mail: ${mail}).`, ['front.affiliations']));
  ctx.push(para(`Digital Object Identifier 10.1109/ACCESS.2024.${random.int(1000000, 9999999)}`, []));
}

/** FNV-1a of a string: a seed from text. */
function hash(text: string): number {
  let value = 2166136261;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 16777619) >>> 0;
  return value;
}

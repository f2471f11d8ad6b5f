import { type Fragment, fragmentText } from '../fragment.ts';
import { templateNumbersHeadings, withoutHeadingNumber } from '../heading-numbers.ts';
import { paragraphBlock } from '../plan-context.ts';
import { indexManuscript, type ManuscriptIndex } from '../source-index.ts';
import type { DevConversion } from './convert-dev-manuscripts.ts';
import { FLOAT, normalizeText, readSections } from './section-texts.ts';

/**
 * Round trip of one conversion: the output read back with our reader must hold the template's headings in its order
 * and, under each, the same text as the source fragments the writer placed there. Returns what differs (empty: none).
 */
export function roundTripProblems(c: DevConversion): string[] {
  const problems: string[] = [];
  const where = `${c.file} / ${c.templateName}`;
  const added = new Set(c.plan.sections.flatMap((s) => s.subheadings));
  // Paragraphs tagged as table titles or notes travel with their table (or stay as captions): not running text.
  const paragraphTexts = new Map(
    c.source.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text] as const] : [])),
  );
  const captions = new Set(
    c.tags.steps
      .filter((s) => s.step === 'table.title' || s.step === 'table.annotation')
      .flatMap((s) => s.highlights.map((h) => normalizeText(paragraphTexts.get(h.block) ?? ''))),
  );
  const back = readSections(c.output, added, captions);
  const templateOrder = c.template.sections.map((s) => s.heading).filter((h): h is string => Boolean(h));
  const expectedHeadings = c.plan.sections
    .filter((s) => s.heading && (s.fragments.length || s.steps.includes('back.references')))
    .map((s) => s.heading ?? '')
    .filter((h) => templateOrder.includes(h));
  const gotHeadings = back.map((s) => s.heading).filter((h) => templateOrder.includes(h));
  if (gotHeadings.join(' | ') !== expectedHeadings.join(' | '))
    problems.push(`${where}: headings ${gotHeadings.join(' | ')} ≠ ${expectedHeadings.join(' | ')}`);
  const index = indexManuscript(c.source);
  const keepNumbers = templateNumbersHeadings(c.template);
  const texts = new Map(back.map((s) => [s.heading, s.text]));
  for (const section of c.plan.sections) {
    if (!section.heading || section.fragments.length === 0 || section.steps.includes('back.references'))
      continue;
    const expected = normalizeText(
      section.fragments
        .map((f) =>
          writtenText(index, f, c.plan.replacements, { keepNumbers, legends: isLegends(section.steps) }),
        )
        .filter((text) => !FLOAT.test(text.trim()))
        .join(' '),
    );
    const difference = firstDifference(texts.get(section.heading) ?? '', expected);
    if (difference) problems.push(`${where} / ${section.heading}: ${difference}`);
  }
  return problems;
}

/**
 * A fragment as the writer prints it: a list item with its label, a sub-heading without the source's section number
 * unless the template numbers its own headings (heading-numbers.ts), citations rewritten.
 */
function writtenText(
  index: ManuscriptIndex,
  fragment: Fragment,
  replacements: DevConversion['plan']['replacements'],
  options: { keepNumbers: boolean; legends: boolean },
): string {
  const block = paragraphBlock(index, fragment, options.legends ? 'caption' : undefined);
  const written = options.keepNumbers ? block : withoutHeadingNumber(index, block);
  if (written.kind !== 'paragraph') return '';
  return written.parts
    .map((part) =>
      'fragment' in part
        ? textWithCitations(
            fragmentText(index, part.fragment),
            part.fragment,
            replacements.get(part.fragment.block) ?? [],
          )
        : part.text,
    )
    .join('');
}

/**
 * A fragment's source text with the writer's citation rewrites applied (renumbered, restyled): what the output must
 * show. That the rewrites cite the right references is citations.test.ts's job.
 */
export function textWithCitations(
  text: string,
  fragment: { start: number; end: number },
  replacements: readonly { start: number; end: number; text: string }[],
): string {
  let out = text;
  const inside = replacements
    .filter((r) => r.start >= fragment.start && r.end <= fragment.end)
    .sort((a, b) => b.start - a.start);
  for (const r of inside)
    out = out.slice(0, r.start - fragment.start) + r.text + out.slice(r.end - fragment.start);
  return out;
}

/** Where two texts part (white space ignored: an equation's linear text is spaced differently once re-read). */
function firstDifference(actual: string, expected: string): string | undefined {
  const a = actual.replace(/\s+/g, '');
  const b = expected.replace(/\s+/g, '');
  if (a === b) return undefined;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return `differs at ${at}: got …${a.slice(Math.max(0, at - 40), at + 40)}… expected …${b.slice(Math.max(0, at - 40), at + 40)}…`;
}

const isLegends = (steps: readonly string[]) => steps.every((step) => step === 'back.figure_legends');

import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';
import type { LabelledString } from './labelled-string.ts';

/**
 * Fields whose words may be swapped between strings: their words say little about their neighbours' labels.
 * Not names: a name list's layout ("Lee, L. L., W. E. Howard, and" vs "Lee LL, Howard WE") goes with the string's
 * style, and swapping them cost the PubMed-linked strings' author F1 half a point.
 */
const SWAPPABLE = new Set<TokenLabel>(['title', 'container', 'publisher', 'location', 'collection', 'date']);
// Marks around a field's words that belong to the string's layout, not to the field ("(1999).", "London:").
// Names keep their final full stop (the initial's); other fields give it to the layout.
const LEADING = /^[\s([“"'‘«]*/u;
const TRAILING = /[\s.,:;)\]”"'’»]*$/u;
const TRAILING_NAMES = /[\s,:;)\]”"'’»]*$/u;

interface Field {
  start: number;
  end: number;
  label: TokenLabel | undefined;
}

/**
 * New training strings made from the hand-labelled ones: each string keeps its layout (field order,
 * punctuation, brackets) while some fields' words are swapped for the same field's words from another string.
 * The 1,500 anystyle strings are the only books, chapters, theses and reports the tagger sees, so this shows it
 * each layout with many more publishers, places, titles and names than the few it was written with.
 */
export function augmentAnystyle(
  strings: readonly LabelledString[],
  count: number,
  random: () => number,
): LabelledString[] {
  const pools = new Map<TokenLabel, string[]>();
  const parsed = strings.map((labelled) => {
    const fields = fieldsOf(labelled);
    for (const field of fields) {
      const core = coreOf(labelled.text, field);
      if (!field.label || !SWAPPABLE.has(field.label) || !core) continue;
      const pool = pools.get(field.label) ?? [];
      pools.set(field.label, pool);
      pool.push(labelled.text.slice(core.start, core.end));
    }
    return { labelled, fields };
  });
  const result: LabelledString[] = [];
  for (let made = 0; made < count && parsed.length > 0; made++) {
    const { labelled, fields } = parsed[Math.floor(random() * parsed.length)] as (typeof parsed)[number];
    let text = '';
    const labels: (TokenLabel | undefined)[] = [];
    let at = 0;
    for (const field of fields) {
      text += labelled.text.slice(at, field.start);
      labels.push(...labelled.labels.slice(at, field.start));
      at = field.start;
      const core = coreOf(labelled.text, field);
      const pool = field.label ? pools.get(field.label) : undefined;
      if (!core || !pool || !field.label || random() < 0.5) continue;
      const words = pool[Math.floor(random() * pool.length)] as string;
      text += labelled.text.slice(field.start, core.start) + words + labelled.text.slice(core.end, field.end);
      labels.push(
        ...new Array<TokenLabel>(core.start - field.start + words.length + field.end - core.end).fill(
          field.label,
        ),
      );
      at = field.end;
    }
    text += labelled.text.slice(at);
    labels.push(...labelled.labels.slice(at));
    result.push({ text, labels });
  }
  return result;
}

/** The string's fields: runs of characters between the unlabelled spaces readAnystyle puts between fields. */
function fieldsOf(labelled: LabelledString): Field[] {
  const fields: Field[] = [];
  let start = -1;
  for (let index = 0; index <= labelled.text.length; index++) {
    const inside = index < labelled.text.length && labelled.labels[index] !== undefined;
    if (inside && start < 0) start = index;
    if (!inside && start >= 0) {
      const first = labelled.labels[start];
      const uniform = labelled.labels.slice(start, index).every((label) => label === first);
      fields.push({ start, end: index, label: uniform ? first : undefined });
      start = -1;
    }
  }
  return fields;
}

function coreOf(text: string, field: Field): { start: number; end: number } | undefined {
  const value = text.slice(field.start, field.end);
  const lead = LEADING.exec(value)?.[0].length ?? 0;
  const names = field.label === 'author' || field.label === 'editor';
  const trail = (names ? TRAILING_NAMES : TRAILING).exec(value.slice(lead))?.[0].length ?? 0;
  const start = field.start + lead;
  const end = field.end - trail;
  return end > start ? { start, end } : undefined;
}

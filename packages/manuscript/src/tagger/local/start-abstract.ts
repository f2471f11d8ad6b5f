import type { Paragraph } from '@galley/contracts';
import type { AbstractPart } from '../abstract-model.ts';
import type { HeadingLike } from '../heading-like.ts';
import type { LocalTagging } from './local-tagging.ts';

// The abstract heading's level and source are kept: a later label at the same level may still be the
// abstract's own (see abstract-paragraph.ts).
// A part label that opens an abstract with no heading of its own ("Background") starts it as that part.
export function startAbstract(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike,
  part?: AbstractPart,
): void {
  state.zone = 'abstract';
  state.abstractLevel = heading.level;
  state.abstractByReader = heading.byReader;
  state.abstractItems.push(part ? { kind: 'heading', paragraph, part } : { kind: 'heading', paragraph });
}

import type { Paragraph } from '@galley/contracts';
import type { HeadingLike } from '../heading-like.ts';
import type { LocalTagging } from './local-tagging.ts';

// The abstract heading's level and source are kept: a later label at the same level may still be the
// abstract's own (see abstract-paragraph.ts).
export function startAbstract(state: LocalTagging, paragraph: Paragraph, heading: HeadingLike): void {
  state.zone = 'abstract';
  state.abstractLevel = heading.level;
  state.abstractByReader = heading.byReader;
  state.abstractItems.push({ kind: 'heading', paragraph });
}

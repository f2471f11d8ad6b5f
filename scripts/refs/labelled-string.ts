import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';

/** A training or evaluation string with a label per character (undefined for white space between fields). */
export interface LabelledString {
  text: string;
  labels: (TokenLabel | undefined)[];
}

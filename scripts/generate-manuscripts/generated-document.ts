import type { StepValue } from '@galley/contracts';
import type { AbstractPart } from '../../packages/manuscript/src/tagger/abstract-model.ts';

/** A run of text with its direct formatting. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  superscript?: boolean;
  /** Half-points, as Word stores them (24 = 12 pt). */
  size?: number;
}

/** A paragraph with what it is: its steps, or for an unstructured abstract the part of each sentence. */
export interface GenParagraph {
  kind: 'paragraph';
  runs: Run[];
  /** A style id of the generated styles.xml (Heading1–3, Title, Caption). */
  style?: string;
  center?: boolean;
  steps: StepValue[];
  /** Character ranges of the text, each with its abstract part (unstructured abstracts only). */
  sentenceParts?: { start: number; end: number; part: AbstractPart }[];
}

export interface GenTable {
  kind: 'table';
  rows: string[][];
}

export type GenBlock = GenParagraph | GenTable;

/** A generated manuscript: its blocks in order and the name of its layout family. */
export interface GeneratedManuscript {
  name: string;
  family: string;
  blocks: GenBlock[];
}

export const textOf = (p: GenParagraph): string => p.runs.map((r) => r.text).join('');

export function para(text: string, steps: StepValue[], extra: Partial<GenParagraph> = {}): GenParagraph {
  return { kind: 'paragraph', runs: [{ text }], steps, ...extra };
}

// The intermediate document (stage 1): OOXML with its indirections resolved (styles merged into each run, tracked
// changes accepted, alternate content chosen, simple fields and hyperlinks lowered to markers) but not yet turned
// into the manuscript model (no text offsets, ids, field decoding, headings or lists). Like pandoc's `Docx` value.

/** Effective character formatting of a run (styles and direct formatting merged). */
export interface RunProps {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  vertAlign?: 'superscript' | 'subscript';
  smallCaps?: boolean;
  allCaps?: boolean;
}

export type DxInline =
  | { t: 'text'; text: string; props: RunProps }
  | { t: 'fieldBegin'; fldData: string }
  | { t: 'instr'; text: string }
  | { t: 'fieldSeparate' }
  | { t: 'fieldEnd' }
  | { t: 'linkStart'; href: string }
  | { t: 'linkEnd' }
  | { t: 'math'; omml: string; text: string; display: boolean }
  | { t: 'noteRef'; kind: 'footnote' | 'endnote'; id: string }
  | { t: 'image'; description?: string }
  | { t: 'textbox'; blocks: DxBlock[] };

export interface DxParagraph {
  t: 'p';
  styleId?: string;
  numId?: string;
  ilvl?: number;
  outlineLevel?: number;
  /** The paragraph mark was deleted in a tracked change: accepting joins this paragraph with the next. */
  markDeleted: boolean;
  /** A drop cap (w:framePr w:dropCap): its letter belongs to the next paragraph's first word. */
  dropCap?: true;
  inlines: DxInline[];
}

export interface DxCell {
  gridSpan: number;
  vMerge?: 'restart' | 'continue';
  blocks: DxBlock[];
}

export interface DxTable {
  t: 'tbl';
  rows: { gridBefore: number; cells: DxCell[] }[];
}

export type DxBlock = DxParagraph | DxTable;

export interface DxNote {
  id: string;
  kind: 'footnote' | 'endnote';
  blocks: DxBlock[];
}

export interface DxStyle {
  id: string;
  name: string;
  type: string;
  outlineLevel?: number;
  numId?: string;
  ilvl?: number;
  run: RunProps;
}

export interface DxLevel {
  format: string;
  text: string;
  start: number;
}

export interface DxDocument {
  body: DxBlock[];
  notes: DxNote[];
  styles: Map<string, DxStyle>;
  /** numId → its nine levels (overrides applied). */
  numbering: Map<string, DxLevel[]>;
  /** Counts of what was dropped or accepted, for the warnings. */
  dropped: { comments: number; images: number; insertions: number; deletions: number };
}

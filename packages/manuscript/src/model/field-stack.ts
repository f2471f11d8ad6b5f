/** Where a field's result starts: the paragraph being written and the offset in it. */
export interface FieldAnchor {
  block: string;
  offset: number;
  /** The text of the start block when that paragraph was finished (a result may run into later paragraphs). */
  finishedText?: string;
}

export interface OpenField {
  instruction: string;
  data: string[];
  phase: 'instruction' | 'result';
  result?: FieldAnchor;
  href?: string;
}

/**
 * Word's complex fields (begin, instruction, separate, result, end) nest and may run across paragraphs, so the
 * stack lives for a whole story (the body, one note, one text box), not one paragraph.
 */
export class FieldStack {
  readonly open: OpenField[] = [];

  /** Inside any field's instruction, nothing is shown (nested fields there carry data, not text). */
  get hidden(): boolean {
    return this.open.some((field) => field.phase === 'instruction');
  }

  get href(): string | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      const href = this.open[i]?.href;
      if (href) return href;
    }
    return undefined;
  }

  begin(data: string): void {
    this.open.push({ instruction: '', data: data ? [data] : [], phase: 'instruction' });
  }

  instruction(text: string): void {
    const top = this.open[this.open.length - 1];
    if (top?.phase === 'instruction') top.instruction += text;
  }

  separate(anchor: FieldAnchor): void {
    const top = this.open[this.open.length - 1];
    if (top?.phase !== 'instruction') return;
    top.phase = 'result';
    top.result = anchor;
    const link = /^\s*HYPERLINK\s+(?:\\l\s+)?"([^"]*)"/.exec(top.instruction);
    if (link?.[1]) top.href = top.instruction.includes('\\l') ? `#${link[1]}` : link[1];
  }

  /** Closes the innermost field; EndNote's nested EN.CITE.DATA hands its data to the field around it. */
  end(): OpenField | undefined {
    const field = this.open.pop();
    if (field && /^\s*ADDIN\s+EN\.CITE\.DATA/.test(field.instruction))
      this.open[this.open.length - 1]?.data.push(...field.data);
    return field;
  }

  /** A paragraph ends: results that started in it remember its final text. */
  finishParagraph(block: string, text: string): void {
    for (const field of this.open) if (field.result?.block === block) field.result.finishedText = text;
  }
}

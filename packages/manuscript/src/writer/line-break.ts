import { EmptyElement } from 'docx';

/**
 * A text-wrapping line break, `<w:br/>`. The docx library's CarriageReturn writes `<w:cr/>`, which Word reads but
 * other consumers (LibreOffice filters, pandoc, journal systems) may drop; `<w:br/>` is what Word itself writes.
 */
export class LineBreak extends EmptyElement {
  constructor() {
    super('w:br');
  }
}

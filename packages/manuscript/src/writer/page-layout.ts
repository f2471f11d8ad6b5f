import type { PageLayout } from '@galley/contracts';
import {
  AlignmentType,
  Footer,
  type ISectionPropertiesOptions,
  type IStylesOptions,
  LineNumberRestartFormat,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';

const TWIPS_PER_CM = 1440 / 2.54;
const PAPER_TWIPS = { a4: { width: 11906, height: 16838 }, letter: { width: 12240, height: 15840 } } as const;

const twips = (cm: number) => Math.round(cm * TWIPS_PER_CM);

/** Width of the text column in twips (paper minus side margins), for table column widths. */
export function textWidthTwips(layout: PageLayout): number {
  return PAPER_TWIPS[layout.paperSize].width - twips(layout.marginsCm.left) - twips(layout.marginsCm.right);
}

/** The template's page: paper size, margins, line numbers, page numbers in the footer. */
export function sectionProperties(layout: PageLayout): {
  properties: ISectionPropertiesOptions;
  footers?: { default: Footer };
} {
  const properties: ISectionPropertiesOptions = {
    page: {
      size: PAPER_TWIPS[layout.paperSize],
      margin: {
        top: twips(layout.marginsCm.top),
        bottom: twips(layout.marginsCm.bottom),
        left: twips(layout.marginsCm.left),
        right: twips(layout.marginsCm.right),
      },
    },
    ...(layout.lineNumbers
      ? { lineNumbers: { countBy: 1, restart: LineNumberRestartFormat.CONTINUOUS, distance: 360 } }
      : {}),
  };
  if (!layout.pageNumbers) return { properties };
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: [PageNumber.CURRENT] })],
      }),
    ],
  });
  return { properties, footers: { default: footer } };
}

/** Font, size and line spacing for the whole document; headings in the same font, bold. */
export function documentStyles(layout: PageLayout): IStylesOptions {
  const size = Math.round(layout.fontSizePt * 2);
  const line = Math.round(240 * layout.lineSpacing);
  const heading = (extra: number) => ({
    run: { font: layout.font, size: size + extra, bold: true, color: '000000' },
    paragraph: { spacing: { before: 240, after: 120, line } },
  });
  return {
    default: {
      document: {
        run: { font: layout.font, size },
        paragraph: { spacing: { line, after: 120 } },
      },
      title: {
        run: { font: layout.font, size: size + 8, bold: true, color: '000000' },
        paragraph: { spacing: { after: 240, line } },
      },
      heading1: heading(4),
      heading2: heading(2),
      heading3: heading(0),
      heading4: {
        ...heading(0),
        run: { font: layout.font, size, bold: true, italics: true, color: '000000' },
      },
    },
  };
}

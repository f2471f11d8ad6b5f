import { serializeXml } from '../xml/serialize-xml.ts';
import {
  childElement,
  childElements,
  descendants,
  isElement,
  textContent,
  type XmlElement,
} from '../xml/xml-node.ts';
import type { DxBlock, DxDocument, DxInline, DxParagraph, DxStyle, DxTable, RunProps } from './docx-types.ts';
import { mergeRunProps, readRunProps } from './read-run-props.ts';
import type { Relationship } from './relationships.ts';

export interface BodyContext {
  styles: Map<string, DxStyle>;
  relationships: Relationship[];
  dropped: DxDocument['dropped'];
}

/** Block-level content (body, cell, note, text box) → intermediate blocks, tracked changes accepted. */
export function readBlocks(container: XmlElement, context: BodyContext): DxBlock[] {
  const blocks: DxBlock[] = [];
  for (const node of container.children) {
    if (!isElement(node)) continue;
    switch (node.name) {
      case 'w:p':
        blocks.push(readParagraph(node, context));
        break;
      case 'w:tbl':
        blocks.push(readTable(node, context));
        break;
      case 'w:sdt':
        blocks.push(...readBlocks(childElement(node, 'w:sdtContent') ?? node, context));
        break;
      case 'w:customXml':
      case 'w:ins':
      case 'w:moveTo':
        blocks.push(...readBlocks(node, context));
        break;
      case 'mc:AlternateContent':
        blocks.push(...readBlocks(chooseAlternate(node), context));
        break;
      default:
        break; // sectPr, bookmarks, deleted blocks (w:del, w:moveFrom)
    }
  }
  return blocks;
}

/** mc:AlternateContent: the first Choice (DrawingML text boxes, Word 2010 features), else the Fallback. */
function chooseAlternate(node: XmlElement): XmlElement {
  return childElement(node, 'mc:Choice') ?? childElement(node, 'mc:Fallback') ?? { ...node, children: [] };
}

function readParagraph(p: XmlElement, context: BodyContext): DxParagraph {
  const pPr = childElement(p, 'w:pPr');
  const styleId = childElement(pPr, 'w:pStyle')?.attrs['w:val'];
  const style = styleId ? context.styles.get(styleId) : undefined;
  const numPr = childElement(pPr, 'w:numPr');
  const numId = childElement(numPr, 'w:numId')?.attrs['w:val'] ?? style?.numId;
  const ilvl = childElement(numPr, 'w:ilvl')?.attrs['w:val'] ?? style?.ilvl;
  const outline = childElement(pPr, 'w:outlineLvl')?.attrs['w:val'];
  const outlineLevel = outline !== undefined ? Number(outline) : style?.outlineLevel;
  const markDeleted = Boolean(childElement(childElement(pPr, 'w:rPr'), 'w:del'));
  const dropCap = childElement(pPr, 'w:framePr')?.attrs['w:dropCap'];
  const inlines: DxInline[] = [];
  const base = style?.run ?? defaultRun(context);
  for (const node of p.children) if (isElement(node)) readInline(node, context, base, inlines);
  return {
    t: 'p',
    ...(styleId ? { styleId } : {}),
    ...(numId && numId !== '0' ? { numId, ilvl: Number(ilvl ?? 0) } : {}),
    ...(outlineLevel !== undefined && outlineLevel < 9 ? { outlineLevel } : {}),
    markDeleted,
    ...(dropCap === 'drop' || dropCap === 'margin' ? { dropCap: true as const } : {}),
    inlines,
  };
}

/** Paragraphs without a style take the "Normal" style (default paragraph style). */
function defaultRun(context: BodyContext): RunProps {
  for (const style of context.styles.values())
    if (style.type === 'paragraph' && style.id === 'Normal') return style.run;
  return {};
}

function readInline(node: XmlElement, context: BodyContext, base: RunProps, out: DxInline[]): void {
  switch (node.name) {
    case 'w:r':
      readRun(node, context, base, out);
      return;
    case 'w:hyperlink': {
      const rel = context.relationships.find((r) => r.id === node.attrs['r:id']);
      const anchor = node.attrs['w:anchor'];
      const href = rel?.target ?? (anchor ? `#${anchor}` : '');
      if (href) out.push({ t: 'linkStart', href });
      for (const child of childElements(node)) readInline(child, context, base, out);
      if (href) out.push({ t: 'linkEnd' });
      return;
    }
    case 'w:fldSimple':
      out.push({ t: 'fieldBegin', fldData: '' }, { t: 'instr', text: node.attrs['w:instr'] ?? '' });
      out.push({ t: 'fieldSeparate' });
      for (const child of childElements(node)) readInline(child, context, base, out);
      out.push({ t: 'fieldEnd' });
      return;
    case 'w:ins':
    case 'w:moveTo':
      if (node.name === 'w:ins') context.dropped.insertions++;
      for (const child of childElements(node)) readInline(child, context, base, out);
      return;
    case 'w:del':
    case 'w:moveFrom':
      if (node.name === 'w:del') context.dropped.deletions++;
      return;
    case 'w:smartTag':
    case 'w:customXml':
    case 'w:sdtContent':
    case 'w:dir':
    case 'w:bdo':
      for (const child of childElements(node)) readInline(child, context, base, out);
      return;
    case 'w:sdt':
      for (const child of childElements(childElement(node, 'w:sdtContent')))
        readInline(child, context, base, out);
      return;
    case 'm:oMath':
      out.push(readMath(node, false));
      return;
    case 'm:oMathPara':
      for (const math of descendants(node, 'm:oMath')) out.push(readMath(math, true));
      return;
    case 'mc:AlternateContent':
      for (const child of childElements(chooseAlternate(node))) readInline(child, context, base, out);
      return;
    default:
      return; // bookmarks, comment ranges, proofing marks, permissions
  }
}

function readMath(math: XmlElement, display: boolean): DxInline {
  const text = descendants(math, 'm:t').map(textContent).join('');
  return { t: 'math', omml: serializeXml(math), text, display };
}

function readRun(run: XmlElement, context: BodyContext, base: RunProps, out: DxInline[]): void {
  const rPr = childElement(run, 'w:rPr');
  const charStyleId = childElement(rPr, 'w:rStyle')?.attrs['w:val'];
  const charStyle = charStyleId ? context.styles.get(charStyleId) : undefined;
  const props = mergeRunProps(base, charStyle?.run ?? {}, readRunProps(rPr));
  const text = (value: string) => {
    const last = out[out.length - 1];
    // Word splits runs at every revision id; joining same-formatted neighbours keeps the model small.
    if (last?.t === 'text' && sameProps(last.props, props)) last.text += value;
    else out.push({ t: 'text', text: value, props });
  };
  for (const child of run.children) {
    if (!isElement(child)) continue;
    switch (child.name) {
      case 'w:t':
        text(textContent(child));
        break;
      case 'w:tab':
      case 'w:ptab':
        text('\t');
        break;
      case 'w:br':
        if (!child.attrs['w:type'] || child.attrs['w:type'] === 'textWrapping') text('\n');
        break;
      case 'w:cr':
        text('\n');
        break;
      case 'w:noBreakHyphen':
        text('\u2011');
        break;
      case 'w:sym': {
        const code = Number.parseInt(child.attrs['w:char'] ?? '', 16);
        // Symbol-font characters sit in the private use area at F000 + their code.
        if (Number.isFinite(code)) text(String.fromCharCode(code >= 0xf000 ? code - 0xf000 : code));
        break;
      }
      case 'w:fldChar': {
        const type = child.attrs['w:fldCharType'];
        if (type === 'begin') {
          const data = childElement(child, 'w:fldData');
          out.push({ t: 'fieldBegin', fldData: data ? textContent(data).replace(/\s+/g, '') : '' });
        } else if (type === 'separate') out.push({ t: 'fieldSeparate' });
        else if (type === 'end') out.push({ t: 'fieldEnd' });
        break;
      }
      case 'w:instrText':
        out.push({ t: 'instr', text: textContent(child) });
        break;
      case 'w:footnoteReference':
      case 'w:endnoteReference':
        out.push({
          t: 'noteRef',
          kind: child.name === 'w:footnoteReference' ? 'footnote' : 'endnote',
          id: child.attrs['w:id'] ?? '',
        });
        break;
      case 'w:drawing':
      case 'w:pict':
      case 'w:object':
        readGraphic(child, context, out);
        break;
      case 'mc:AlternateContent':
        readRun(
          { ...run, children: [...(rPr ? [rPr] : []), ...chooseAlternate(child).children] },
          context,
          base,
          out,
        );
        break;
      case 'w:commentReference':
        context.dropped.comments++;
        break;
      default:
        break; // rPr, deleted text, the note's own mark (w:footnoteRef), last-rendered page breaks
    }
  }
}

/** A drawing is a text box (its text is kept as blocks) or an image (dropped, a placeholder kept). */
function readGraphic(graphic: XmlElement, context: BodyContext, out: DxInline[]): void {
  const boxes = descendants(graphic, 'w:txbxContent');
  if (boxes.length) {
    for (const box of boxes) out.push({ t: 'textbox', blocks: readBlocks(box, context) });
    return;
  }
  context.dropped.images++;
  const docPr = descendants(graphic, 'wp:docPr')[0];
  const description = docPr?.attrs.descr || docPr?.attrs.title || undefined;
  out.push(description ? { t: 'image', description } : { t: 'image' });
}

function sameProps(a: RunProps, b: RunProps): boolean {
  return (
    !a.bold === !b.bold &&
    !a.italic === !b.italic &&
    !a.underline === !b.underline &&
    a.vertAlign === b.vertAlign &&
    !a.smallCaps === !b.smallCaps &&
    !a.allCaps === !b.allCaps
  );
}

function readTable(tbl: XmlElement, context: BodyContext): DxTable {
  const rows: DxTable['rows'] = [];
  for (const tr of tableRows(tbl)) {
    const trPr = childElement(tr, 'w:trPr');
    if (childElement(trPr, 'w:del')) continue; // a deleted row, accepted
    const gridBefore = Number(childElement(trPr, 'w:gridBefore')?.attrs['w:val'] ?? 0);
    const cells = tableCells(tr).map((tc) => {
      const tcPr = childElement(tc, 'w:tcPr');
      const vMerge = childElement(tcPr, 'w:vMerge');
      return {
        gridSpan: Math.max(1, Number(childElement(tcPr, 'w:gridSpan')?.attrs['w:val'] ?? 1)),
        ...(vMerge
          ? { vMerge: vMerge.attrs['w:val'] === 'restart' ? ('restart' as const) : ('continue' as const) }
          : {}),
        blocks: readBlocks(tc, context),
      };
    });
    rows.push({ gridBefore, cells });
  }
  return { t: 'tbl', rows };
}

/** Rows, also those wrapped in content controls or custom XML. */
function tableRows(tbl: XmlElement): XmlElement[] {
  return childElements(tbl).flatMap((node) =>
    node.name === 'w:tr'
      ? [node]
      : node.name === 'w:sdt'
        ? tableRows(childElement(node, 'w:sdtContent') ?? node)
        : node.name === 'w:customXml'
          ? tableRows(node)
          : [],
  );
}

function tableCells(tr: XmlElement): XmlElement[] {
  return childElements(tr).flatMap((node) =>
    node.name === 'w:tc'
      ? [node]
      : node.name === 'w:sdt'
        ? tableCells(childElement(node, 'w:sdtContent') ?? node)
        : node.name === 'w:customXml'
          ? tableCells(node)
          : [],
  );
}

import type { Block, Paragraph } from '@galley/contracts';

// A section's name, the whole of a list's item: the list numbers the manuscript's sections.
const SECTION_NAME =
  /^(?:introduction|background|(?:materials? and |patients and )?methods?|methodology|results?|findings|discussion|conclusions?|references|acknowledge?ments?|literature review|related work|引言|前言|方法|结果|讨论|结论|参考文献|서론|방법|결과|고찰|결론|참고 ?문헌)\s*[.:]?$/iu;

/**
 * Headings numbered by Word's list (detectHeading) sit at their list level only when the list numbers the
 * sections — one of its items names one ("Introduction", "Methods"). A list of bold themes under "Results", of
 * steps in the methods or of aims in the introduction is one level down: subheadings of the section they are in,
 * whose words ("Discussion of treatment with family members") name no section of their own.
 */
export function settleListHeadingLevels(blocks: Block[]): void {
  const items = new Map<string, Paragraph[]>();
  for (const block of blocks) {
    if (block.type !== 'paragraph' || !block.list) continue;
    items.set(block.list.numId, [...(items.get(block.list.numId) ?? []), block]);
  }
  // Headings each numbered as a list of their own ("start at 2", a list per heading): one list together.
  const alone = [...items.values()].filter((list) => list.length === 1);
  const lists = [...[...items.values()].filter((list) => list.length > 1), alone.flat()];
  for (const list of lists) {
    if (list.some((item) => SECTION_NAME.test(item.text.trim()))) continue;
    for (const item of list)
      if (item.heading?.by === 'formatting') item.heading.level = Math.min(item.heading.level + 1, 9);
  }
}

import type { Page } from 'playwright-core';

/** The confirm board as a test drives it: which step, its highlights, free text to drag, real mouse drags. */
export class BoardPage {
  constructor(private readonly page: Page) {}

  step(): Promise<string | null> {
    return this.page.getByTestId('confirm-board').getAttribute('data-step');
  }

  /** Highlights of the current step: one delete control each. */
  count(): Promise<number> {
    return this.page.locator('[data-testid="confirm-document"] [data-highlight-delete]').count();
  }

  /** A body paragraph (not a table's, not a heading) with no highlight of any step, of at least `min` characters. */
  freeParagraph(min = 30): Promise<string | null> {
    return this.page.evaluate((min) => {
      for (const p of document.querySelectorAll('[data-testid="confirm-document"] p[data-block]')) {
        if (p.closest('table') || p.hasAttribute('data-tag') || p.hasAttribute('data-in-table')) continue;
        if (p.querySelector('[data-step]') || (p.textContent ?? '').trim().length < min) continue;
        return p.getAttribute('data-block');
      }
      return null;
    }, min);
  }

  /** The longest paragraph highlighted (wholly or partly) as `step`. */
  highlightedParagraph(step: string): Promise<string | null> {
    return this.page.evaluate((step) => {
      const spans = document.querySelectorAll(`[data-testid="confirm-document"] [data-step="${step}"]`);
      const blocks = [...spans].map((span) => span.closest('p[data-block]')).filter((p) => p !== null);
      blocks.sort((a, b) => (b.textContent ?? '').length - (a.textContent ?? '').length);
      return blocks[0]?.getAttribute('data-block') ?? null;
    }, step);
  }

  /** Clicks the current step's highlights away, one by one (a click within 100 ms of the last is ignored). */
  async multiple(): Promise<boolean> {
    return (await this.page.getByTestId('confirm-board').getAttribute('data-multiple')) === 'true';
  }

  async deleteAll(keep = 0): Promise<void> {
    while ((await this.count()) > keep) {
      const before = await this.count();
      await this.page.locator('[data-testid="confirm-document"] [data-highlight-delete]').first().click();
      await this.page.waitForFunction(
        (before) =>
          document.querySelectorAll('[data-testid="confirm-document"] [data-highlight-delete]').length <
          before,
        before,
      );
      await this.page.waitForTimeout(150);
    }
  }

  tableParagraph(): Promise<string | null> {
    return this.page.evaluate(() => {
      const cells = document.querySelectorAll('[data-testid="confirm-document"] table p[data-block]');
      for (const p of cells) if ((p.textContent ?? '').trim().length > 3) return p.getAttribute('data-block');
      return null;
    });
  }

  /** Where character `offset` of a block is drawn (scrolled to the middle of the window first). */
  private point(block: string, offset: number, edge: 'left' | 'right') {
    return this.page.evaluate(
      ({ block, offset, edge }) => {
        const p = document.querySelector(`p[data-block="${CSS.escape(block)}"]`);
        if (!p) throw new Error(`no block ${block}`);
        const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
        let at = offset;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent?.length ?? 0;
          if (at < length) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            const box = range.getClientRects()[0] ?? range.getBoundingClientRect();
            return { x: edge === 'left' ? box.left + 1 : box.right - 1, y: box.top + box.height / 2 };
          }
          at -= length;
        }
        throw new Error(`block ${block} has no character ${offset}`);
      },
      { block, offset, edge },
    );
  }

  textLength(block: string): Promise<number> {
    return this.page.evaluate(
      (block) => (document.querySelector(`p[data-block="${CSS.escape(block)}"]`)?.textContent ?? '').length,
      block,
    );
  }

  /** A real mouse drag from character `from` to character `to - 1` of a block (inclusive), released. */
  async drag(block: string, from: number, to: number): Promise<void> {
    await this.page.evaluate(
      (block) =>
        document.querySelector(`p[data-block="${CSS.escape(block)}"]`)?.scrollIntoView({ block: 'center' }),
      block,
    );
    const start = await this.point(block, from, 'left');
    const end = await this.point(block, to - 1, 'right');
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Clicks the middle of character `offset` of a block (a click on a highlight deletes it). */
  async click(block: string, offset: number): Promise<void> {
    const at = await this.point(block, offset, 'left');
    await this.page.mouse.click(at.x + 1, at.y);
  }

  /** Closes the suggestion/nothing-found popover if one is open (confirming a suggestion). */
  async answerPopover(): Promise<void> {
    for (const id of ['confirm-popover-confirm', 'confirm-popover-ok']) {
      const button = this.page.getByTestId(id);
      if (await button.isVisible()) await button.click();
    }
  }
}

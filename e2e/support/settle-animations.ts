import type { Page } from 'playwright-core';

/**
 * Waits until no finite CSS animation or transition runs: axe measures contrast on the colours it sees (a modal still
 * fading in reads as low contrast), and a click on a modal still popping in can land on its overlay. A transition may
 * start a frame or two after the element appears (Mantine's enter transitions do), so the page must stay still over
 * two frames. Endless animations (spinners) are not waited for (during a scan `instantMotion` stops them anyway).
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round += 1) {
      await frames();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

import type { GetConversionBoardResponse } from '@galley/contracts';
import { readConfirmHtml } from '@galley/manuscript';
import type { Page } from 'playwright-core';
import { pageCall } from '../page-api.ts';

export interface TaggedText {
  step: string;
  text: string;
}

/** The blocks the confirm HTML marks as headings (`data-heading`): journals rename those, so no text check. */
function headingBlocks(html: string): Set<string> {
  const blocks = new Set<string>();
  for (const [tag] of html.matchAll(/<p\b[^>]*>/g)) {
    const block = /\sdata-block="([^"]*)"/.exec(tag)?.[1];
    if (block && /\sdata-heading=/.test(tag)) blocks.add(block);
  }
  return blocks;
}

/**
 * What the author confirmed on the board, read back through the API (get-conversion-board's `client_html`,
 * its highlights by readConfirmHtml): each highlight's text, headings left out.
 */
export async function taggedParagraphs(page: Page, conversionId: string): Promise<TaggedText[]> {
  const answer = await pageCall(
    page,
    'GET',
    `/api/v1/conversion/get-conversion-board/?conversion_id=${conversionId}`,
  );
  if (answer.status !== 200)
    throw new Error(`get-conversion-board answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const html = (answer.body as GetConversionBoardResponse).client_html;
  const headings = headingBlocks(html);
  const { highlights, texts } = readConfirmHtml(html);
  return highlights
    .filter(({ block }) => !headings.has(block))
    .map(({ step, block, start, end }) => ({ step, text: (texts.get(block) ?? '').slice(start, end) }));
}

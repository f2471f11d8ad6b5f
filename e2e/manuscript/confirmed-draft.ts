import type { GetConversionBoardResponse, UpdateConversionResponse } from '@galley/contracts';
import { renderConfirmHtml } from '@galley/manuscript';
import { readManuscriptBytes } from '@galley/manuscript/pipeline';
import type { Page } from 'playwright-core';
import { readSharedData, sharedDataPath } from '../../packages/manuscript/src/test-support/shared-data.ts';
import { type PageAnswer, pageCall } from './page-api.ts';
import { taggedConversion } from './tagged-conversion.ts';

const BASE = '/api/v1/conversion';

function expectStatus(answer: PageAnswer, status: number, what: string): void {
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
}

/**
 * A draft conversion with every board step confirmed, made through the API by the signed-in page: a real dev
 * manuscript uploaded and auto-tagged by the server, then each step confirmed in order with update-conversion,
 * taking the tagger's suggestions as the author's highlights (the board's HTML is the same render of the same
 * manuscript with highlights added), until no step is left.
 */
export async function confirmedDraft(page: Page, file = 'manuscripts/publichealth_contraception.docx') {
  const id = await taggedConversion(page, sharedDataPath(file));
  const answer = await pageCall(page, 'GET', `${BASE}/get-conversion-board/?conversion_id=${id}`);
  expectStatus(answer, 200, 'get-conversion-board');
  const board = answer.body as GetConversionBoardResponse;
  const read = await readManuscriptBytes(file, readSharedData(file));
  if (!read.ok) throw new Error(read.message);
  // A step that takes one area gets the tagger's first suggestion only (it may offer a heading and its text).
  const single = new Set(
    board.step_data.step_set_list.flatMap((set) =>
      set.step_array.filter((each) => !each.multiple).map((each) => each.step_value as string),
    ),
  );
  const taken = new Set<string>();
  const highlights = board.auto_tags.filter((range) => {
    if (!single.has(range.step)) return true;
    if (taken.has(range.step)) return false;
    taken.add(range.step);
    return true;
  });
  const clientHtml = renderConfirmHtml(read.manuscript, highlights);
  let step = board.current_target_step;
  for (let guard = 0; step && guard < 60; guard += 1) {
    const saved = await pageCall(page, 'POST', `${BASE}/update-conversion/`, {
      conversion_id: id,
      current_target_step: step,
      client_html: clientHtml,
    });
    expectStatus(saved, 200, `update-conversion at ${step}`);
    step = (saved.body as UpdateConversionResponse).next_step;
  }
  if (step) throw new Error(`steps still open after 60 confirmations: ${step}`);
  return id;
}

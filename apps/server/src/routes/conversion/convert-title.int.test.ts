import { USE_TITLE_PATH } from '@galley/contracts';
import { readDocx, titleText } from '@galley/manuscript';
import { blockTexts } from '@galley/manuscript/pipeline';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversions } from '../../db/schema.ts';
import { type ConfirmedConversion, confirmedConversion } from './test-support/confirmed-conversion.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';
import { type ConvertCalls, convertCalls } from './test-support/convert-calls.ts';
import { putOnPlan } from './test-support/convert-harness.ts';
import { useTestApp } from './test-support/use-test-app.ts';

// The title step's text reaches the written documents: a title taken from the recommender ("use as title") is the
// .docx's title, the highlighted one gone; the text the board itself saves for the title step changes nothing.

const SOURCE = 'manuscripts/publichealth_contraception.docx';
const JOURNAL = 'the-lancet';
const NEW_TITLE = 'Who uses contraception, and why: a survey of public health clinics';
const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]+/gu, '');

const t = useTestApp();

async function confirmed(): Promise<{
  client: ConversionClient;
  calls: ConvertCalls;
  conversion: ConfirmedConversion;
}> {
  const client = await conversionClient(t.app);
  await putOnPlan(t.app, client.userId);
  const calls = convertCalls(t.app, client);
  const conversion = await confirmedConversion(t.app, client, SOURCE);
  expect((await calls.setTargets(conversion.id, [JOURNAL])).statusCode).toBe(200);
  return { client, calls, conversion };
}

/** The highlighted title as the board computes the title step's text. */
function highlightedTitle(conversion: ConfirmedConversion): string {
  const texts = blockTexts(conversion.manuscript);
  return titleText(
    conversion.highlights,
    (block) => texts.get(block),
    () => false,
  );
}

/** Converts, then reads the journal's .docx back: its title paragraphs and all its paragraph texts. */
async function convertAndRead(calls: ConvertCalls, id: string) {
  const started = await calls.convert(id);
  expect(started.statusCode, started.body).toBe(202);
  const settled = await calls.settled(id);
  expect(settled.outputs.map((o) => [o.status, o.error])).toEqual([['complete', null]]);
  const docx = await calls.fetch((await calls.file(id, JOURNAL)).json().url);
  const paragraphs = readDocx(new Uint8Array(docx.rawPayload)).blocks.flatMap((b) =>
    b.type === 'paragraph' ? [b] : [],
  );
  return { titles: paragraphs.filter((p) => p.styleId === 'Title').map((p) => p.text), paragraphs };
}

describe('the title step text in the converted .docx', () => {
  it('a title used from the recommender is the title paragraph, the highlighted title gone', async () => {
    const { client, calls, conversion } = await confirmed();
    const old = highlightedTitle(conversion);
    expect(letters(old).length).toBeGreaterThan(10);
    const used = await t.app.inject({
      method: 'POST',
      url: USE_TITLE_PATH,
      headers: { ...client.headers, 'content-type': 'application/json' },
      payload: { conversion_id: conversion.id, title: NEW_TITLE },
    });
    expect(used.statusCode, used.body).toBe(200);

    const { titles, paragraphs } = await convertAndRead(calls, conversion.id);
    expect(titles).toEqual([NEW_TITLE]);
    // The title as written without the recommender's (the writer drops a "Title:" label of the highlight).
    const control = await confirmed();
    const [written] = (await convertAndRead(control.calls, control.conversion.id)).titles;
    expect(letters(written ?? '').length).toBeGreaterThan(10);
    expect(paragraphs.filter((p) => letters(p.text).includes(letters(written ?? '')))).toEqual([]);
  }, 240_000);

  it('the title text the board saves for the title step (its titleText of the highlights) converts unchanged', async () => {
    const { calls, conversion } = await confirmed();
    const old = highlightedTitle(conversion);
    // Written as update-conversion stores it: confirmedConversion's board has no stored model, so the route refuses.
    await t.app.db
      .update(conversions)
      .set({ additionalText: { 'front.title': `${old}\n` } })
      .where(eq(conversions.id, conversion.id));

    const withText = await convertAndRead(calls, conversion.id);
    // The same manuscript converted with no title step text: the same document, paragraph for paragraph.
    const control = await confirmed();
    const without = await convertAndRead(control.calls, control.conversion.id);
    expect(withText.titles).toHaveLength(1);
    expect(letters(old)).toContain(letters(withText.titles[0] ?? '-'));
    expect(withText.paragraphs.map((p) => p.text)).toEqual(without.paragraphs.map((p) => p.text));
  }, 240_000);
});

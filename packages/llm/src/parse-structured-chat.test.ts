import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmRequestError } from './llm-request-error.ts';
import { parseStructuredChat } from './parse-structured-chat.ts';

const Answer = z.object({ ok: z.boolean() });
const body = (message: unknown) => JSON.stringify({ choices: [{ message }] });

/** What parsing `text` throws, or undefined. */
function failureOf(text: string): unknown {
  try {
    parseStructuredChat(text, Answer);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseStructuredChat', () => {
  it.each([
    ['plain JSON', '{"ok":true}'],
    ['a json fence', '```json\n{"ok":true}\n```'],
    ['a JSON fence with spaces around it', '  ```JSON\n{"ok":true}\n```  '],
    ['a bare fence', '```\n{"ok":true}\n```'],
  ])('reads %s', (_, content) => {
    expect(parseStructuredChat(body({ content }), Answer)).toEqual({ ok: true });
  });

  it.each([
    ['null', 'null', 'not_chat_completion'],
    ['an empty choice list', '{"choices":[]}', 'not_chat_completion'],
    ['a choice without a message', '{"choices":[{"index":0}]}', 'not_chat_completion'],
    ['content parts instead of text', body({ content: [{ type: 'text', text: '{"ok":true}' }] }), 'not_json'],
    ['a fence around prose', body({ content: '```\nok\n```' }), 'not_json'],
    ['the wrong type', body({ content: '{"ok":"yes"}' }), 'out_of_schema'],
  ])('rejects %s', (_, text, failure) => {
    const error = failureOf(text);
    expect(error).toBeInstanceOf(LlmRequestError);
    expect(error).toMatchObject({ failure });
  });

  it('takes a refusal over any content', () => {
    expect(() => parseStructuredChat(body({ content: '{"ok":true}', refusal: 'No.' }), Answer)).toThrow(
      'The model refused: No.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LlmRequestError } from './llm-request-error.ts';
import { type Reply, recordingFetch } from './recording-fetch.ts';
import { requestStructuredChat } from './request-structured-chat.ts';

const Colours = z.object({ colours: z.array(z.string().trim()).min(1) });
const COLOURS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['colours'],
  properties: { colours: { type: 'array', items: { type: 'string' } } },
} as const;

/** A chat-completions body whose first choice's message is `content` (and `refusal`). */
const completion = (content: string | null, refusal?: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop' }],
});

function ask(fetch: typeof globalThis.fetch, overrides: { baseUrl?: string; timeoutMs?: number } = {}) {
  return requestStructuredChat({
    baseUrl: overrides.baseUrl ?? 'http://llm.test/v1//',
    apiKey: 'sk-test',
    model: 'test-model',
    fetch,
    timeoutMs: overrides.timeoutMs ?? 5_000,
    system: 'You name colours.',
    user: 'Name two colours.',
    schemaName: 'colour_list',
    jsonSchema: COLOURS_SCHEMA,
    answer: Colours,
  });
}

/** The error `promise` rejects with (failing the test when it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<LlmRequestError> {
  const error = await promise.then(
    () => expect.unreachable('the request should have failed'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(LlmRequestError);
  return error as LlmRequestError;
}

describe('requestStructuredChat', () => {
  it('posts one strict JSON-schema chat completion and returns the answer as zod read it', async () => {
    const endpoint = recordingFetch(() => ({ body: completion('{"colours":[" red ","blue"]}') }));
    expect(await ask(endpoint.fetch)).toEqual({ colours: ['red', 'blue'] });
    expect(endpoint.calls).toHaveLength(1);
    const [call] = endpoint.calls;
    // Trailing slashes of the base URL are dropped, as AI_BASE_URL is often written with one.
    expect(call?.url).toBe('http://llm.test/v1/chat/completions');
    expect(call?.method).toBe('POST');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer sk-test',
      'content-type': 'application/json',
    });
    expect(call?.body).toEqual({
      model: 'test-model',
      temperature: 0,
      messages: [
        { role: 'system', content: 'You name colours.' },
        { role: 'user', content: 'Name two colours.' },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'colour_list', strict: true, schema: COLOURS_SCHEMA },
      },
    });
  });

  it('accepts JSON fenced in Markdown, as servers that ignore response_format send it', async () => {
    const endpoint = recordingFetch(() => ({ body: completion('```json\n{"colours":["green"]}\n```') }));
    expect(await ask(endpoint.fetch)).toEqual({ colours: ['green'] });
  });

  it('says the endpoint could not be reached when nothing listens', async () => {
    // Port 9 (discard) has no listener here: the real fetch fails to connect.
    const error = await failureOf(ask(fetch, { baseUrl: 'http://127.0.0.1:9/v1' }));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toMatch(/^The AI endpoint could not be reached: /);
  });

  it('gives up after its timeout', async () => {
    const error = await failureOf(ask(recordingFetch(() => 'never').fetch, { timeoutMs: 50 }));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toMatch(/^The AI endpoint could not be reached: .*timeout/i);
  });

  it('reports an HTTP error with its status and the first 300 characters of its body', async () => {
    const page = `<html>${'x'.repeat(1_000)}</html>`;
    const error = await failureOf(ask(recordingFetch(() => ({ status: 502, body: page })).fetch));
    expect(error.failure).toBe('status');
    expect(error.message).toBe(`The AI endpoint answered 502: ${page.slice(0, 300)}`);
  });

  it.each<[string, Reply, LlmRequestError['failure'], RegExp]>([
    ['a text body', { body: 'Bad gateway' }, 'not_chat_completion', /did not answer a chat completion/],
    [
      'JSON without choices',
      { body: { error: 'busy' } },
      'not_chat_completion',
      /not answer a chat completion/,
    ],
    [
      'a refusal',
      { body: completion(null, 'I cannot help') },
      'refused',
      /^The model refused: I cannot help$/,
    ],
    [
      'prose',
      { body: completion('Here are two colours: red, blue') },
      'not_json',
      /^The model did not answer JSON\.$/,
    ],
    ['no content', { body: completion(null) }, 'not_json', /did not answer JSON/],
    [
      'JSON out of schema',
      { body: completion('{"colours":[]}') },
      'out_of_schema',
      /^The model's JSON is out of schema: /,
    ],
  ])('fails on %s', async (_, reply, failure, message) => {
    const error = await failureOf(ask(recordingFetch(() => reply).fetch));
    expect(error.failure).toBe(failure);
    expect(error.message).toMatch(message);
  });
});

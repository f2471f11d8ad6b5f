import { afterEach, describe, expect, it } from 'vitest';
import {
  type Handler,
  type LocalServer,
  startLocalServer,
} from '../../../manuscript/src/test-support/local-http-server.ts';
import { fixtureIndex } from '../test-support/fixture-index.ts';
import { FINDING_ABSTRACT, PROTOCOL_ABSTRACT } from '../test-support/fixture-papers.ts';
import { chatCompletion, titlesLikeAModel } from '../test-support/title-model.ts';
import { createLlmTitleEngine } from './create-llm-title-engine.ts';
import { createLocalTitleEngine } from './create-local-title-engine.ts';
import { LlmTitleError } from './llm/llm-title-error.ts';
import { recommendWithFallback } from './recommend-with-fallback.ts';

const index = fixtureIndex();
let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function engineAt(handler: Handler, timeoutMs?: number) {
  server = await startLocalServer(handler);
  return createLlmTitleEngine({
    baseUrl: `${server.url}/v1/`,
    apiKey: 'sk-titles',
    model: 'title-model',
    fetch,
    index,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
}

describe('the LLM title engine over an OpenAI-compatible endpoint', () => {
  it('asks once with a strict JSON schema and the journal limit, and measures what the model wrote', async () => {
    const engine = await engineAt(titlesLikeAModel);
    const result = await engine.recommend({ abstract: FINDING_ABSTRACT, journal: { maxTitleWords: 12 } });
    const request = server?.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-titles');
    const sent = JSON.parse(request?.body ?? '{}');
    expect(sent).toMatchObject({
      model: 'title-model',
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    });
    expect(sent.messages[1].content).toContain('at most 12 words');
    expect(sent.messages[1].content).toContain(FINDING_ABSTRACT);

    expect(engine.name).toBe('llm');
    expect(result.candidates).toHaveLength(8);
    for (const candidate of result.candidates) {
      expect(candidate.words).toBe(candidate.title.split(' ').length);
      expect(candidate.chars).toBe(candidate.title.length);
      expect(candidate.words).toBeLessThanOrEqual(12);
    }
    const titles = result.candidates.map((candidate) => candidate.title);
    // Tidied: no final full stop, no quotes; a "question" without a question mark is not called one.
    expect(titles).toContain('Salt intake raises blood lowers the risk');
    expect(titles).toContain('Salt intake raises blood: a cohort study');
    expect(result.candidates.find((c) => c.title.startsWith('Is salt'))?.kind).toBe('descriptive');
    expect(result.candidates.find((c) => c.title.startsWith('Does salt'))?.kind).toBe('question');
    // The abstract reports a finding: its declarative titles claim nothing it does not say.
    expect(result.candidates.filter((c) => c.kind === 'declarative').map((c) => c.overclaim)).toEqual([
      false,
      false,
    ]);
    expect(result.similar.length).toBeGreaterThan(0);
  });

  it('flags declarative titles of an abstract that reports no finding', async () => {
    const engine = await engineAt(titlesLikeAModel);
    const { candidates } = await engine.recommend({ abstract: PROTOCOL_ABSTRACT });
    const declarative = candidates.filter((candidate) => candidate.kind === 'declarative');
    expect(declarative).toHaveLength(2);
    expect(declarative.every((candidate) => candidate.overclaim === true)).toBe(true);
    expect(candidates.filter((c) => c.kind !== 'declarative').some((c) => c.overclaim)).toBe(false);
  });

  it.each([
    ['an HTTP error', { status: 500, body: { error: { message: 'boom' } } }, /answered 500/],
    ['text that is not JSON', { body: chatCompletion('Here are some titles: …') }, /not answer JSON/],
    [
      'a kind outside the schema',
      { body: chatCompletion('{"titles":[{"title":"Salt and blood pressure","kind":"catchy"}]}') },
      /out of schema/,
    ],
    [
      'too few usable titles',
      { body: chatCompletion('{"titles":[{"title":"Salt and blood pressure","kind":"descriptive"}]}') },
      /1 usable titles/,
    ],
    ['a refusal', { body: chatCompletion(null, 'I cannot help') }, /refused/],
    ['no chat completion at all', { body: 'Bad gateway' }, /did not answer a chat completion/],
  ])('fails with LlmTitleError on %s', async (_, answer, message) => {
    const engine = await engineAt(() => answer);
    const recommending = engine.recommend({ abstract: FINDING_ABSTRACT });
    await expect(recommending).rejects.toBeInstanceOf(LlmTitleError);
    await expect(recommending).rejects.toThrow(message);
  });

  it('reads JSON fenced in Markdown, as some compatible servers send it', async () => {
    const fenced = (request: Parameters<Handler>[0]) => {
      const answer = titlesLikeAModel(request).body as ReturnType<typeof chatCompletion>;
      const content = answer.choices[0]?.message.content ?? '';
      return { body: chatCompletion(`\`\`\`json\n${content}\n\`\`\``) };
    };
    const engine = await engineAt(fenced);
    expect((await engine.recommend({ abstract: FINDING_ABSTRACT })).candidates).toHaveLength(8);
  });

  it('gives up after its timeout, and the local engine answers instead', async () => {
    const engine = await engineAt((request) => ({ ...titlesLikeAModel(request), delayMs: 2_000 }), 200);
    const answer = await recommendWithFallback(
      { abstract: FINDING_ABSTRACT },
      engine,
      createLocalTitleEngine(index),
    );
    expect(answer.engine).toBe('local');
    expect(answer.fallbackReason).toMatch(/could not be reached/);
    expect(answer.recommendation.candidates.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the LLM answer when the endpoint works', async () => {
    const engine = await engineAt(titlesLikeAModel);
    const answer = await recommendWithFallback(
      { abstract: FINDING_ABSTRACT },
      engine,
      createLocalTitleEngine(index),
    );
    expect(answer).toMatchObject({ engine: 'llm' });
    expect(answer.fallbackReason).toBeUndefined();
  });
});

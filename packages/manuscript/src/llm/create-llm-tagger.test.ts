import { afterEach, describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { localTagger } from '../tagger/local-tagger.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { type Handler, type LocalServer, startLocalServer } from '../test-support/local-http-server.ts';
import { createLlmTagger } from './create-llm-tagger.ts';
import { LlmTaggerError } from './llm-tagger-error.ts';
import { tagWithFallback } from './tag-with-fallback.ts';

const manuscript = readDocx(
  buildDocx({
    body: [
      p('Soil microbes and the carbon cycle'),
      p('Jane Doe, John Roe'),
      p('Abstract'),
      p(
        'Soil microbes control carbon storage. We sampled 40 plots and measured respiration. ' +
          'Respiration rose by 20% in warm plots (p &lt; 0.01). We conclude that warming speeds carbon loss.',
      ),
      p('Introduction'),
      p('Microbes matter for the carbon cycle.'),
      p('Methods'),
      p('We sampled forty plots.'),
      p('References'),
      p('Doe J. Soil. Nature. 2020;1:1-2.'),
    ].join(''),
  }),
);

/** A stand-in for a chat-completions model: labels each "id<TAB>text" line of the prompt by simple rules. */
const answerLikeAModel: Handler = (request) => {
  const body = JSON.parse(request.body) as { messages: { role: string; content: string }[] };
  const lines = body.messages.find((m) => m.role === 'user')?.content.split('\n') ?? [];
  let section = 'front';
  const labels = lines.map((line) => {
    const [block = '', text = ''] = line.split('\t');
    if (text === 'Abstract') section = 'abstract';
    else if (text === 'Introduction') section = 'main.introduction';
    else if (text === 'Methods') section = 'main.materials_and_methods';
    else if (text === 'References') section = 'back.references';
    const label = section === 'front' ? (block === 'p1' ? 'front.title' : 'front.authors') : section;
    return { block, label };
  });
  return {
    body: {
      id: 'x',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: JSON.stringify({ labels }) },
          finish_reason: 'stop',
        },
      ],
    },
  };
};

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const tagger = (url: string, timeoutMs?: number) =>
  createLlmTagger({
    baseUrl: `${url}/v1/`,
    apiKey: 'sk-test',
    model: 'test-model',
    fetch,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe('llm tagger over an OpenAI-compatible endpoint', () => {
  it('sends one chat completion with a strict JSON schema and maps the labels to highlights', async () => {
    server = await startLocalServer(answerLikeAModel);
    const result = await tagger(server.url).tag(manuscript);
    const request = server.requests[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    const sent = JSON.parse(request?.body ?? '{}');
    expect(sent).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_schema', json_schema: { strict: true } },
    });
    expect(sent.messages[1].content).toContain('p2\tJane Doe, John Roe');

    const steps = Object.fromEntries(result.steps.map((s) => [s.step, s.highlights.map((h) => h.block)]));
    expect(result.tagger).toBe('llm');
    expect(steps['front.title']).toEqual(['p1']);
    expect(steps['main.introduction']).toEqual(['p5', 'p6']);
    expect(steps['back.references']).toEqual(['p9', 'p10']);
    // The abstract paragraph is split into its parts by the local sentence classifier.
    expect(steps['abstract.methods']).toEqual(['p4']);
    expect(steps['abstract.results']).toEqual(['p4']);
    expect(steps['abstract.conclusions']).toEqual(['p4']);
  });

  it.each([
    ['an HTTP error', { status: 500, body: { error: { message: 'boom' } } }, /answered 500/],
    [
      'text that is not JSON',
      { body: { choices: [{ message: { content: 'Sure! Here are labels' } }] } },
      /not answer JSON/,
    ],
    [
      'a label outside the schema',
      { body: { choices: [{ message: { content: '{"labels":[{"block":"p1","label":"title"}]}' } }] } },
      /out of schema/,
    ],
    ['a refusal', { body: { choices: [{ message: { content: null, refusal: 'I cannot' } }] } }, /refused/],
    ['a body that is no chat completion', { body: 'Bad gateway' }, /did not answer a chat completion/],
  ])('fails with LlmTaggerError on %s', async (_, answer, message) => {
    server = await startLocalServer(() => answer);
    const tagging = tagger(server.url).tag(manuscript);
    await expect(tagging).rejects.toBeInstanceOf(LlmTaggerError);
    await expect(tagging).rejects.toThrow(message);
  });

  it('reads labels fenced in Markdown, as compatible servers that ignore response_format send them', async () => {
    server = await startLocalServer((request) => {
      const answer = answerLikeAModel(request).body as { choices: { message: { content: string } }[] };
      const content = answer.choices[0]?.message.content ?? '';
      return { body: { choices: [{ message: { content: `\`\`\`json\n${content}\n\`\`\`` } }] } };
    });
    const result = await tagger(server.url).tag(manuscript);
    expect(result.steps.find((s) => s.step === 'front.title')?.highlights.map((h) => h.block)).toEqual([
      'p1',
    ]);
  });

  it('gives up after its timeout', async () => {
    server = await startLocalServer((request) => ({ ...answerLikeAModel(request), delayMs: 2_000 }));
    await expect(tagger(server.url, 200).tag(manuscript)).rejects.toThrow(/could not be reached/);
  });

  it('warns about paragraphs the model made up, and falls back to the local tagger when it fails', async () => {
    server = await startLocalServer(() => ({
      body: { choices: [{ message: { content: '{"labels":[{"block":"p99","label":"main.results"}]}' } }] },
    }));
    const result = await tagger(server.url).tag(manuscript);
    expect(result.warnings).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining('p99') }),
    );
    await server.close();
    const fallback = await tagWithFallback(manuscript, tagger(server.url, 500), localTagger);
    expect(fallback.tagger).toBe('local');
    expect(fallback.warnings[0]).toMatchObject({ code: 'tagger_unavailable' });
    expect(fallback.steps.find((s) => s.step === 'main.introduction')?.highlights[0]?.block).toBe('p5');
  });
});

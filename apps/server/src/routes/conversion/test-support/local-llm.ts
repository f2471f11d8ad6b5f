import type { Handler } from '../../../../../../packages/manuscript/src/test-support/local-http-server.ts';

/**
 * Test-only: a chat-completions endpoint speaking the protocol the LLM tagger uses (one request, the paragraphs as
 * "id<TAB>text" lines, a JSON-schema answer `{labels}`). It labels the first paragraph the title and the second
 * the running title (which the local tagger would not), everything else none: whoever tagged is plain to see.
 */
export const labelLikeAModel: Handler = (request) => {
  const body = JSON.parse(request.body) as { messages: { role: string; content: string }[] };
  const lines = body.messages.find((m) => m.role === 'user')?.content.split('\n') ?? [];
  const labels = lines.map((line, n) => ({
    block: line.split('\t')[0] ?? '',
    label: n === 0 ? 'front.title' : n === 1 ? 'front.running_title' : 'none',
  }));
  const content = JSON.stringify({ labels });
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
};

/** A Statuspage summary.json with one component in `status`. */
export function statusPage(indicator: string, status: string) {
  return {
    status: { indicator, description: `indicator ${indicator}` },
    components: [{ name: 'Chat Completions', status, group: false }],
  };
}

import type { Handler } from '../../../manuscript/src/test-support/local-http-server.ts';

/**
 * Test-only: a chat-completions endpoint answering as a model would for the LLM title engine. It reads the abstract
 * from the user message and writes two titles of each kind around its first four words — plus the slips real models
 * make (a final full stop, quotes, a "question" without a question mark) for the engine to tidy.
 */
export const titlesLikeAModel: Handler = (request) => {
  const body = JSON.parse(request.body) as { messages: { role: string; content: string }[] };
  const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
  const abstract = user.slice(user.indexOf('Abstract:\n') + 'Abstract:\n'.length);
  const topic = abstract
    .replace(/^[A-Z ]+:\s*/, '')
    .split(/\s+/)
    .slice(0, 4)
    .join(' ')
    .replace(/[.,;:]+$/, '');
  const lower = topic.charAt(0).toLowerCase() + topic.slice(1);
  const titles = [
    { title: `Study of ${lower} in adults`, kind: 'descriptive' },
    { title: `${topic} in primary care`, kind: 'descriptive' },
    { title: `${topic} lowers the risk.`, kind: 'declarative' },
    { title: `${topic} is common`, kind: 'declarative' },
    { title: `Does ${lower} matter?`, kind: 'question' },
    { title: `Is ${lower} useful`, kind: 'question' },
    { title: `${topic}: a randomized trial`, kind: 'colon-subtitle' },
    { title: `"${topic}: a cohort study"`, kind: 'colon-subtitle' },
  ];
  return { body: chatCompletion(JSON.stringify({ titles })) };
};

/** A chat-completions response body whose first choice's message is `content`. */
export function chatCompletion(content: string | null, refusal?: string) {
  return {
    id: 'chatcmpl-titles-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop' }],
  };
}

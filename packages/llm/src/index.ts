// @galley/llm: one OpenAI-compatible chat-completions call with a strict JSON-schema answer checked by zod. Pure:
// the caller passes `fetch`.
export type { LlmEndpoint } from './llm-endpoint.ts';
export { type LlmFailure, LlmRequestError } from './llm-request-error.ts';
export { parseStructuredChat } from './parse-structured-chat.ts';
export { requestStructuredChat } from './request-structured-chat.ts';
export { stripMarkdownFence } from './strip-markdown-fence.ts';
export type { StructuredChatRequest } from './structured-chat-request.ts';

/**
 * Where and as whom an engine asks its model: an OpenAI-compatible endpoint. One configuration (the server's AI
 * settings) serves every engine — the manuscript tagger and the title recommender alike.
 */
export interface LlmEndpoint {
  /** The OpenAI-compatible API root, e.g. https://api.openai.com/v1 (a trailing slash is fine). */
  baseUrl: string;
  /** Sent as a bearer token. */
  apiKey: string;
  model: string;
  /** The transport: `globalThis.fetch` in Node and browsers, a recording in tests. Keeps the engines I/O-free. */
  fetch: typeof globalThis.fetch;
  /** Abort after this long; each engine has its own default (a background job and a waiting author differ). */
  timeoutMs?: number;
}

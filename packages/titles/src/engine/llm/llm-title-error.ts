/** The LLM title engine could not answer (endpoint down, timeout, refusal, JSON out of schema, too few titles). */
export class LlmTitleError extends Error {
  override readonly name = 'LlmTitleError';
}

/** The LLM endpoint failed or answered something unusable; the caller may tag locally instead. */
export class LlmTaggerError extends Error {
  readonly code = 'tagger_failed' as const;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LlmTaggerError';
  }
}

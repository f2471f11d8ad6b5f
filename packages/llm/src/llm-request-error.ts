/** What went wrong, for callers that act on the kind of failure rather than on the words. */
export type LlmFailure =
  | 'unreachable'
  | 'status'
  | 'not_chat_completion'
  | 'refused'
  | 'not_json'
  | 'out_of_schema';

/**
 * The chat-completions call gave no usable answer. One error type for every failure, so each caller wraps it once
 * in its own error (LlmTaggerError, LlmTitleError) and keeps its message, which already says what was wrong.
 */
export class LlmRequestError extends Error {
  override readonly name = 'LlmRequestError';

  constructor(
    message: string,
    readonly failure: LlmFailure,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Mutation options for calls whose failure the form shows in place (its alert or a field): without an
 * `onError`, the query client would also raise a notification (app/query-client.ts).
 */
export const shownInForm = { onError: (): void => undefined } as const;

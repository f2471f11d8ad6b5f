/** A request as the endpoint received it, its JSON body parsed. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** How the endpoint answers: a JSON body (or text, when a string), or never (until the caller's signal aborts). */
export type Reply = { status?: number; body: unknown } | 'never';

/**
 * Test-only: a `fetch` standing in for a chat-completions endpoint. It records each call and answers with `reply`;
 * a reply of 'never' hangs until the request's signal aborts and then rejects with its reason, as fetch does, so a
 * timeout is tested without waiting on a real server. (The callers' tests run the same client against a real HTTP
 * server.)
 */
export function recordingFetch(reply: (call: RecordedCall) => Reply) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = reply(call);
    if (answer === 'never')
      return new Promise((_, reject) => {
        const signal = init.signal;
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

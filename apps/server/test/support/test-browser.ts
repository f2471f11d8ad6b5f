import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptLikeTheBrowser } from './encrypt-like-the-browser.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One browser against the app: a cookie jar (set and cleared as Set-Cookie says), the CSRF token
 * fetched like the web client does, and passwords encrypted with the server's public key.
 */
export class TestBrowser {
  readonly cookies: Record<string, string> = {};
  private csrfToken: string | undefined;
  private publicKey: string | undefined;

  /** Each browser comes from its own address, so per-IP limits apply per test browser as in life. */
  readonly ip: string;

  constructor(
    private readonly app: FastifyInstance,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) {
    this.ip = options.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
    this.headers = options.headers ?? {};
  }

  private readonly headers: Record<string, string>;

  private remember(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired = cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now();
      if (cookie.value === '' || expired || cookie.maxAge === 0) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
  }

  async request(method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers };
    if (method !== 'GET') {
      if (!this.csrfToken) {
        const csrf = await this.request('GET', '/api/v1/security/csrf-token/');
        this.csrfToken = csrf.json().csrf_token;
      }
      headers['x-csrftoken'] = this.csrfToken ?? '';
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      cookies: this.cookies,
      remoteAddress: this.ip,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    this.remember(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }

  /** The password as the login form sends it. */
  async encrypt(password: string): Promise<string> {
    if (!this.publicKey) {
      this.publicKey = (await this.request('GET', '/api/v1/security/public-key/')).json().publicKey as string;
    }
    return encryptLikeTheBrowser(this.publicKey, password);
  }

  async login(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/v1/users/login/', { email, password: await this.encrypt(password) });
  }

  get sessionCookie(): string | undefined {
    return this.cookies.galley_session;
  }
}

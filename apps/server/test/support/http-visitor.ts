/** A signed-in visitor of a server process: the session cookie, CSRF token and cookie, JSON calls. */
export class HttpVisitor {
  private cookies: Record<string, string>;
  private csrf = '';

  constructor(
    readonly base: string,
    sessionToken: string,
  ) {
    this.cookies = { galley_session: sessionToken };
  }

  cookieHeader(): string {
    return Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies[name.trim()] = value.trim();
    }
  }

  async post(path: string, body: unknown): Promise<Response> {
    if (!this.csrf) {
      const response = await fetch(`${this.base}/api/v1/security/csrf-token/`, {
        headers: { cookie: this.cookieHeader() },
      });
      this.keepCookies(response);
      this.csrf = ((await response.json()) as { csrf_token: string }).csrf_token;
    }
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { cookie: this.cookieHeader(), 'x-csrftoken': this.csrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    this.keepCookies(response);
    return response;
  }
}

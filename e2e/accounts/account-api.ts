import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { linkPath, waitForMail } from './mailbox.ts';

/**
 * Talks to the API as a browser would — cookies, CSRF header, RSA-OAEP-SHA256 passwords — so a spec can
 * set up an account without walking the whole UI again. The register flow itself has its own spec.
 */
export class ApiVisitor {
  private cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(private readonly baseUrl: string) {}

  private async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // The token first: fetching it sets the CSRF cookie this request must carry.
    if (method !== 'GET') headers['X-CSRFToken'] = await this.csrfToken();
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', ...value] = pair.split('=');
      this.cookies.set(name.trim(), value.join('='));
    }
    return response;
  }

  private async csrfToken(): Promise<string> {
    if (this.csrf) return this.csrf;
    const response = await this.send('GET', '/api/v1/security/csrf-token/');
    this.csrf = ((await response.json()) as { csrf_token: string }).csrf_token;
    return this.csrf;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async encrypt(password: string): Promise<string> {
    const response = await this.send('GET', '/api/v1/security/public-key/');
    const { publicKey } = (await response.json()) as { publicKey: string };
    return publicEncrypt(
      {
        key: createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(password, 'utf8'),
    ).toString('base64');
  }
}

export interface TestAccount {
  email: string;
  password: string;
}

let counter = 0;

/** A fresh address per call, so specs and reruns never collide on "already registered". */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.org`;
}

/** Registers an account through the API and, unless told otherwise, follows its verification mail. */
export async function createAccount(
  baseUrl: string,
  tag: string,
  { verify = true }: { verify?: boolean } = {},
): Promise<TestAccount> {
  const account = { email: uniqueEmail(tag), password: 'Correct-Horse-7' };
  const visitor = new ApiVisitor(baseUrl);
  const encrypted = await visitor.encrypt(account.password);
  await visitor.call('POST', '/api/v1/users/create/', {
    email: account.email,
    email2: account.email,
    password: encrypted,
    password2: encrypted,
    first_name: 'Grace',
    last_name: 'Hopper',
    institution: 'Yale University',
    country: 'US',
    terms_agreed: true,
    age_confirmed: true,
  });
  if (!verify) return account;
  const mail = await waitForMail(baseUrl, account.email, 'verification');
  const token = linkPath(mail, '/verify/email/').split('/').pop();
  await visitor.call('POST', '/api/v1/users/email-token-validation/', { verify_token: token });
  return account;
}

/** Turns two-factor on for an account, as the two-factor tab does: password check, then the switch. */
export async function enableTwoFactor(baseUrl: string, account: TestAccount): Promise<void> {
  const visitor = new ApiVisitor(baseUrl);
  await visitor.call('POST', '/api/v1/users/login/', {
    email: account.email,
    password: await visitor.encrypt(account.password),
  });
  await visitor.call('POST', '/api/v1/users/check-password/', {
    password: await visitor.encrypt(account.password),
  });
  await visitor.call('POST', '/api/v1/users/change-two-factor/', { value: true });
  await visitor.call('POST', '/api/v1/users/logout/', {});
}

import type { Page, Request } from 'playwright-core';

/** Every request body the page sends, to prove no password ever leaves in clear. */
export function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request: Request) => {
    const body = request.postData();
    if (body) bodies.push(body);
  });
  return bodies;
}

/** Opens `path` with the login modal and logs in; waits for the answer to be acted on. */
export async function logIn(
  page: Page,
  url: string,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto(url);
  await page.getByTestId('login-form').waitFor();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Pastes a whole code into the first box, as a user pasting from the mail would. */
export async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('otp-box-0').evaluate((box, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/** Ends this browser's session on the server through the API, with the page's own cookies. */
export async function logOutBehindTheApp(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const token = await fetch('/api/v1/security/csrf-token/', { credentials: 'include' });
    const { csrf_token } = (await token.json()) as { csrf_token: string };
    const response = await fetch('/api/v1/users/logout/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf_token },
      body: '{}',
    });
    return response.status;
  });
  if (status !== 200) throw new Error(`logout through the API answered ${status}`);
}

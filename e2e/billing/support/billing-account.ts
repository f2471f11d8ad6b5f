import type { Page } from 'playwright-core';
import { ApiVisitor, type TestAccount, uniqueEmail } from '../../accounts/account-api.ts';
import { linkPath, waitForMail } from '../../accounts/mailbox.ts';

/** Registers an account in `country` through the API (KR for the Korean rule); the email stays unverified. */
export async function registerAccount(baseUrl: string, tag: string, country = 'US'): Promise<TestAccount> {
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
    country,
    terms_agreed: true,
    age_confirmed: true,
  });
  return account;
}

/** Follows the verification mail's link in the browser, as the user does. */
export async function verifyEmailInBrowser(page: Page, baseUrl: string, email: string): Promise<void> {
  const mail = await waitForMail(baseUrl, email, 'verification');
  await page.goto(new URL(linkPath(mail, '/verify/email/'), baseUrl).toString());
  // The page validates the token after it renders; its login button shows once that succeeded.
  await page.getByTestId('verify-email-login').waitFor();
}

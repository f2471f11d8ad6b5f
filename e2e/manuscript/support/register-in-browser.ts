import type { Page } from 'playwright-core';
import { uniqueEmail } from '../../accounts/account-api.ts';
import { text } from '../../support/catalogue.ts';
import { accessible } from './accessible.ts';
import { verificationLink } from './verification-link.ts';

export interface WalkAccount {
  email: string;
  password: string;
}

/**
 * A new author registers on the register page in `locale` (the required fields, the country picked by its
 * name in that language), then opens the mailed verification link and sees it confirmed.
 */
export async function registerInBrowser(
  page: Page,
  url: (path: string) => string,
  baseUrl: string,
  locale: string,
): Promise<WalkAccount> {
  const account = { email: uniqueEmail(`walk-${locale}`), password: 'Walk-Through-42' };
  const prefix = locale === 'en' ? '' : `/${locale}`;
  await page.goto(url(`${prefix}/register`));
  await page.getByTestId('register-form').waitFor();
  await accessible(page, `register ${locale}`);
  await page.getByTestId('field-email').fill(account.email);
  await page.getByTestId('field-email2').fill(account.email);
  await page.getByTestId('field-password').fill(account.password);
  await page.getByTestId('field-password2').fill(account.password);
  await page.getByTestId('field-first-name').fill('Ada');
  await page.getByTestId('field-last-name').fill('Lovelace');
  await page.getByTestId('field-institution').fill('University of London');
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of('GB') ?? 'GB';
  await page.getByTestId('field-country').fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
  await page.getByTestId('field-terms').check();
  await page.getByTestId('field-age').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('email-send-page').waitFor({ timeout: 20_000 });
  await accessible(page, `check your mailbox ${locale}`);

  await page.goto(url(await verificationLink(baseUrl, account.email)));
  await page.getByTestId('verify-email-result').waitFor();
  await page.getByText(text(locale, 'account', 'verify.email.success')).waitFor({ timeout: 20_000 });
  await accessible(page, `email verified ${locale}`);
  return account;
}

import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import enAccount from '../../../locales/en/account.json';
import koAccount from '../../../locales/ko/account.json';
import { guardNotice } from './guard-notice.tsx';

describe('guardNotice', () => {
  it('words the notice in the language the page lands on, not the one it was raised on', async () => {
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { account: enAccount }, ko: { account: koAccount } },
      defaultNS: 'common',
      react: { useSuspense: false },
    });
    // Raised on the unprefixed (English) admin page, just before the home page switches to the stored Korean.
    const notice = guardNotice('account:guards.notAuthorized');
    const render = (node: ReactNode) =>
      renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
    expect(render(notice.message)).toBe('You are not authorized to access this page.');
    await i18n.changeLanguage('ko');
    expect(render(notice.message)).toBe('이 페이지에 접근할 권한이 없습니다.');
    expect(notice.id).toBe('guard:account:guards.notAuthorized');
  });
});

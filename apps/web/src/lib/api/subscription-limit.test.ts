import { SUPPORTED_LOCALES } from '@galley/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import englishCommon from '../../locales/en/common.json';
import japaneseCommon from '../../locales/ja/common.json';
import koreanCommon from '../../locales/ko/common.json';
import chineseCommon from '../../locales/zh/common.json';
import { ApiError } from './api-error.ts';
import { subscriptionLimitLines, subscriptionLimitOf } from './subscription-limit.ts';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  defaultNS: 'common',
  resources: {
    en: { common: englishCommon },
    ko: { common: koreanCommon },
    zh: { common: chineseCommon },
    ja: { common: japaneseCommon },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** An error as api.call throws it for the server's body (client.ts splits detail and code from the rest). */
function limitError(status: number, body: Record<string, unknown>): ApiError {
  const { detail, code, ...meta } = body as { detail: string; code: string };
  return new ApiError({ status, code, detail, meta });
}

const usedUp = limitError(402, {
  detail: 'You have no remaining usage for this month.',
  code: 'quota_used_up',
  domain: 'subscription',
  sub_domain: 'not_remaining_usage',
  error_type: 'month',
  meta: {
    plan_name: 'Pro',
    cur_processing: 300,
    max_once: 500,
    remaining_usage: 120,
    max_month: 2000,
    plan_id: 'pro',
    service: 'references',
  },
});

const perRun = limitError(403, {
  detail: 'You have exceeded the number allowed at a time on your plan.',
  code: 'quota_exceeded',
  domain: 'subscription',
  sub_domain: 'exceed',
  error_type: 'once',
  meta: { plan_name: 'Max', cur_processing: 12, max_once: 10, remaining_usage: 100, max_month: null },
});

const free = limitError(403, {
  detail: 'Your plan does not include this service.',
  code: 'quota_exceeded',
  domain: 'subscription',
  sub_domain: 'exceed',
  error_type: 'once',
  meta: { plan_name: 'Free', cur_processing: 1, max_once: 0, remaining_usage: 0, max_month: 0 },
});

describe('subscriptionLimitLines', () => {
  it('shows the monthly maximum and what remains when the month is used up (en)', () => {
    expect(subscriptionLimitLines(usedUp, i18n.getFixedT('en'), 'en')).toEqual({
      title: 'You have no remaining usage for this month.',
      lines: ['Plan: Pro', 'Monthly maximum: 2,000', 'Remaining usage this month: 120'],
      action: 'Go to the plan page',
    });
  });

  it('shows the allowed amount per run when one request asks too much (ko), in the plan name given', () => {
    expect(subscriptionLimitLines(perRun, i18n.getFixedT('ko'), 'ko', { planName: '맥스' })).toEqual({
      title: '요금제에서 한 번에 처리할 수 있는 수를 초과했습니다.',
      lines: ['요금제: 맥스', '1회 처리 가능 수: 10'],
      action: '요금제 페이지로 이동',
    });
  });

  it('says the plan does not include the service, and writes unlimited as a word (zh, ja)', () => {
    expect(subscriptionLimitLines(free, i18n.getFixedT('zh'), 'zh', { planName: '免费' })).toEqual({
      title: '您的套餐不包含此服务。',
      lines: ['套餐：免费'],
      action: '前往套餐页面',
    });
    const unlimitedMonth = limitError(402, {
      ...{ detail: 'x', code: 'quota_used_up', domain: 'subscription', sub_domain: 'not_remaining_usage' },
      error_type: 'month',
      meta: { plan_name: 'Admin', cur_processing: 1, max_once: null, remaining_usage: null, max_month: null },
    });
    expect(subscriptionLimitLines(unlimitedMonth, i18n.getFixedT('ja'), 'ja')).toEqual({
      title: '今月の残り利用量がありません。',
      lines: ['プラン：Admin', '月間上限：無制限', '今月の残り利用量：無制限'],
      action: 'プランページへ',
    });
  });

  it('has the words in every supported language', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const lines = subscriptionLimitLines(usedUp, i18n.getFixedT(locale), locale);
      expect(lines?.title).not.toMatch(/subscriptionLimit/);
      expect(lines?.lines.join(' ')).not.toMatch(/subscriptionLimit/);
      expect(lines?.action).not.toMatch(/subscriptionLimit/);
    }
  });

  it('is null for any other failure', () => {
    const t = i18n.getFixedT('en');
    expect(
      subscriptionLimitLines(new ApiError({ status: 403, code: 'forbidden', detail: 'no' }), t, 'en'),
    ).toBeNull();
    expect(subscriptionLimitOf(new Error('boom'))).toBeNull();
    expect(
      subscriptionLimitOf(limitError(403, { detail: 'x', code: 'quota_exceeded', domain: 'subscription' })),
    ).toBeNull();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server.ts';

const DAY_MS = 86_400_000;

/**
 * The default site configuration with a sale and the update and notice popups on (fixed ids, so
 * `useBrowser().newPage()` can dismiss them), written to a temp file for GALLEY_SITE_CONFIG.
 */
export function siteConfigWithBanners(): string {
  const site = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/server/config/site.json'), 'utf8'));
  const text = (en: string, ko: string, zh: string, ja: string) => ({ en, ko, zh, ja });
  site.banners = {
    sale: {
      id: 'e2e-sale',
      discountPercent: 20,
      endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      message: text(
        'Spring sale on yearly plans',
        '연간 요금제 봄 할인',
        '年度套餐春季优惠',
        '年間プラン春のセール',
      ),
    },
    update: {
      id: 'e2e-update-1',
      title: text('What is new in Galley', 'Galley 새 소식', 'Galley 新功能', 'Galley の新機能'),
      body: text(
        'Journal templates now cover more publishers.',
        '더 많은 출판사의 저널 템플릿을 지원합니다.',
        '期刊模板现已覆盖更多出版社。',
        'より多くの出版社のジャーナルテンプレートに対応しました。',
      ),
    },
    notice: {
      id: 'e2e-notice-1',
      title: text('Scheduled maintenance', '정기 점검 안내', '计划维护通知', '定期メンテナンスのお知らせ'),
      body: text(
        'Galley will be briefly unavailable on Sunday at 02:00 UTC.',
        '일요일 02:00(UTC)에 잠시 서비스가 중단됩니다.',
        'Galley 将于周日 02:00（UTC）短暂停止服务。',
        '日曜日 02:00（UTC）に一時的にサービスを停止します。',
      ),
    },
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'galley-e2e-site-')), 'site.json');
  fs.writeFileSync(file, JSON.stringify(site, null, 2));
  return file;
}

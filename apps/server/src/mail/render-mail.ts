import type { Locale } from '@galley/contracts';
import { escapeHtml } from './escape-html.ts';
import { en } from './text/en.ts';
import { ja } from './text/ja.ts';
import { ko } from './text/ko.ts';
import type { MailText } from './text/mail-text.ts';
import { zh } from './text/zh.ts';

const TEXT: Record<Locale, MailText> = { en, ko, zh, ja };

export type MailContent =
  | { kind: 'verify_email'; link: string }
  | { kind: 'reset_password'; link: string }
  | { kind: 'login_code'; code: string; minutes: number };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function paragraphs(lines: string[]): string {
  return lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
}

function button(label: string, href: string): string {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1f3a5f;color:#fff;` +
    `padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:#555;word-break:break-all">${escapeHtml(href)}</p>`
  );
}

function wrap(lang: Locale, body: string): string {
  return (
    `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,-apple-system,'Segoe UI',` +
    `'Noto Sans',sans-serif;color:#1a1a1a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">` +
    `${body}</body></html>`
  );
}

/** A mail in the recipient's language, as plain text and as HTML (user-supplied names escaped). */
export function renderMail(locale: Locale, recipientName: string, content: MailContent): RenderedMail {
  const t = TEXT[locale];
  const greeting = t.greeting(recipientName);
  const closing = [t.signature];
  switch (content.kind) {
    case 'verify_email':
    case 'reset_password': {
      const words = content.kind === 'verify_email' ? t.verifyEmail : t.resetPassword;
      const text = [
        greeting,
        words.intro,
        `${words.action}: ${content.link}`,
        words.expiry,
        t.ignoreNotice,
        ...closing,
      ];
      const html = wrap(
        locale,
        paragraphs([greeting, words.intro]) +
          button(words.action, content.link) +
          paragraphs([words.expiry, t.ignoreNotice, ...closing]),
      );
      return { subject: words.subject, text: text.join('\n\n'), html };
    }
    case 'login_code': {
      const words = t.loginCode;
      const expiry = words.expiry(content.minutes);
      const text = [greeting, words.intro, content.code, expiry, words.notYou, ...closing];
      const html = wrap(
        locale,
        paragraphs([greeting, words.intro]) +
          `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:24px 0">${escapeHtml(content.code)}</p>` +
          paragraphs([expiry, words.notYou, ...closing]),
      );
      return { subject: `${words.subject}: ${content.code}`, text: text.join('\n\n'), html };
    }
  }
}

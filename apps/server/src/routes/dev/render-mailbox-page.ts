import type { DevMail } from '@galley/contracts';
import { escapeHtml } from '../../mail/escape-html.ts';

/** A plain page listing the outbox, newest first: text in full, the HTML part in a sandboxed frame. */
export function renderMailboxPage(messages: DevMail[], transport: 'smtp' | 'outbox'): string {
  const note =
    transport === 'smtp'
      ? '<p><strong>SMTP_URL is set:</strong> mail goes to the SMTP server, not to this outbox.</p>'
      : '';
  const items = messages
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.created_at)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
  <iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Galley</title>
<style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}iframe{width:100%;height:360px;border:1px solid #ddd}</style>
</head><body><h1>Dev mailbox</h1><p>Mail the server sent without SMTP, newest first (up to 100).</p>${note}
${items || '<p>No mail yet.</p>'}</body></html>`;
}

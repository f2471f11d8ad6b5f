/** Escapes text for HTML content and attribute values (mails, the dev mailbox page). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

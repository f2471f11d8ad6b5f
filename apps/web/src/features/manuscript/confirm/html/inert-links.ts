/**
 * The manuscript's links shown but not followed: a click on the board selects or deletes, it must not leave the
 * page. `href` becomes `data-href` (the server reads only text and highlight attributes, so nothing is lost).
 */
export function inertLinks(html: string): string {
  return html.replace(/<a(\s[^>]*?)\shref=/gi, '<a$1 data-href=').replace(/<a\shref=/gi, '<a data-href=');
}

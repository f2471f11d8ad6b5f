/** A `mailto:` link, with the subject encoded when given. */
export function mailtoHref(email: string, subject?: string): string {
  return subject === undefined ? `mailto:${email}` : `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

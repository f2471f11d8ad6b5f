/** Title comparison key: exporters differ in case, trailing full stops, dashes and accents only. */
export function normaliseTitle(title: string | undefined): string {
  return (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

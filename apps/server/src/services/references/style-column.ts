import { ReferenceStyle } from '@galley/contracts';

/** The order's `style` column holds `preset:<id>` or `journal:<id>`: one text column, readable in psql. */
export function styleToColumn(style: ReferenceStyle): string {
  return `${style.kind}:${style.id}`;
}

/** The stored style, or null when none was chosen (or the value is not one we wrote). */
export function styleFromColumn(value: string | null): ReferenceStyle | null {
  if (!value) return null;
  const colon = value.indexOf(':');
  const parsed = ReferenceStyle.safeParse({ kind: value.slice(0, colon), id: value.slice(colon + 1) });
  return parsed.success ? parsed.data : null;
}

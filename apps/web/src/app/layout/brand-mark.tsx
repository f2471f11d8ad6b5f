/** Galley's mark: a proof sheet with set lines, drawn inline so it needs no request and scales cleanly. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-ink-7)" />
      <path d="M10 8h9l5 5v11a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" fill="#fff" />
      <path d="M19 8v4a1 1 0 0 0 1 1h4" fill="var(--mantine-color-ink-2)" />
      <rect x="12" y="15" width="9" height="1.6" rx=".8" fill="var(--mantine-color-ink-7)" />
      <rect x="12" y="18.5" width="9" height="1.6" rx=".8" fill="var(--mantine-color-ink-4)" />
      <rect x="12" y="22" width="5.5" height="1.6" rx=".8" fill="var(--mantine-color-ink-4)" />
    </svg>
  );
}

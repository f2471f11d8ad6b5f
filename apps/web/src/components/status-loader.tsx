import { Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner with nothing beside it to say what is loading: a status region named `label`. The name needs the role —
 * on the bare span a Loader renders, an aria-label is a prohibited attribute (axe: aria-prohibited-attr).
 */
export function StatusLoader({ label, ...props }: Omit<LoaderProps, 'role'> & { label: string }) {
  return <Loader role="status" aria-label={label} {...props} />;
}

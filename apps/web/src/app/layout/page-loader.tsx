import { Center, Loader } from '@mantine/core';

/** Shown while the first route and its language load; no text, since no catalogue may be ready yet. */
export function PageLoader() {
  return (
    <Center mih="60vh">
      <Loader type="dots" />
    </Center>
  );
}

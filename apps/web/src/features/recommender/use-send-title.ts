import type { UseTitleRequest } from '@galley/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/** POST recommender/titles/use: one candidate sent back into the author's draft conversion as its title. */
export function useSendTitle() {
  return useMutation({ mutationFn: (request: UseTitleRequest) => api.call('useTitle', request) });
}

import { MailToken } from '@galley/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/**
 * The mailed link's token, checked once per page visit. A query rather than an effect, so React's
 * double mount in development still sends one request (a verification link works only once).
 * A token that cannot be ours is refused here without asking the server.
 */
export function useTokenCheck(token: string | undefined) {
  const wellFormed = MailToken.safeParse(token ?? '').success;
  const query = useQuery({
    queryKey: ['users', 'email-token', token],
    queryFn: ({ signal }) => api.call('usersEmailTokenValidation', { verify_token: token ?? '' }, { signal }),
    enabled: wellFormed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return { ...query, wellFormed };
}

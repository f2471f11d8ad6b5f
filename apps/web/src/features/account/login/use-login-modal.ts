import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { safeNextPath } from './next-path.ts';

export const LOGIN_QUERY_PARAM = 'login';
/** The page a guard sent the visitor away from; login continues there. */
export const NEXT_QUERY_PARAM = 'next';

export interface LoginModalControls {
  /** True while the URL carries `?login=1`; the login modal renders from this. */
  opened: boolean;
  /** Where "Log in" links: the home page of the current language with the modal open. */
  href: string;
  /** The checked page to continue to after login, if a guard named one. */
  next: string | null;
  close: () => void;
}

/** The home page with the login modal open, continuing to `next` after login (spec §4: guards). */
export function loginHref(homePath: string, next?: string): string {
  const params = new URLSearchParams({ [LOGIN_QUERY_PARAM]: '1' });
  if (next) params.set(NEXT_QUERY_PARAM, next);
  return `${homePath}?${params}`;
}

/**
 * The login modal's state lives in the URL (`?login=1`) so "Log in" is a plain link, the browser's back
 * button closes the modal, and a protected page can send a visitor to it with a redirect.
 */
export function useLoginModal(): LoginModalControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const lp = useLocalePath();
  const close = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete(LOGIN_QUERY_PARAM);
        params.delete(NEXT_QUERY_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return {
    opened: searchParams.get(LOGIN_QUERY_PARAM) === '1',
    href: loginHref(lp('/')),
    next: safeNextPath(searchParams.get(NEXT_QUERY_PARAM)),
    close,
  };
}

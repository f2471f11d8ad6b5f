import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalePath } from '../../app/locale/use-locale-path.ts';

export const LOGIN_QUERY_PARAM = 'login';

export interface LoginModalControls {
  /** True while the URL carries `?login=1`; the login modal renders from this. */
  opened: boolean;
  /** Where "Log in" links: the home page of the current language with the modal open. */
  href: string;
  close: () => void;
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
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);
  return {
    opened: searchParams.get(LOGIN_QUERY_PARAM) === '1',
    href: `${lp('/')}?${LOGIN_QUERY_PARAM}=1`,
    close,
  };
}

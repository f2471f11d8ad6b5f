import { lazy } from 'react';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { useLoginModal } from './use-login-modal.ts';

const LoginModal = lazy(async () => ({ default: (await import('./login-modal.tsx')).LoginModal }));

/** The login modal's code (form, validation, password encryption) loads only when `?login=1` asks for it. */
export function LoginModalSlot() {
  const { opened } = useLoginModal();
  if (!opened) return null;
  return (
    <LazySlot>
      <LoginModal />
    </LazySlot>
  );
}

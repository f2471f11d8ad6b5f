import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { BlockerModal } from '../../../lib/blocker-modal.tsx';

/** Asks before an in-app navigation leaves the code page (the pending login would be lost). */
export function LeaveConfirmModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('account');
  return (
    <BlockerModal
      blocker={blocker}
      title={t('code.leaveTitle')}
      message={t('code.leaveMessage')}
      stay={t('code.stay')}
      leave={t('code.leave')}
      testIds={{ stay: 'leave-stay', leave: 'leave-confirm' }}
    />
  );
}

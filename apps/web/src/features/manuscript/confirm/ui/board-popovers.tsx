import { useTranslation } from 'react-i18next';
import { type BoardWords, withStep } from '../rules/step-words.ts';
import { refusalKind, verdictText } from '../rules/verdict-text.ts';
import { BoardPopover } from './board-popover.tsx';
import type { PopoverState } from './popover-state.ts';

interface BoardPopoversProps {
  state: PopoverState;
  /** The current step's name. */
  name: string;
  words: BoardWords;
  onClose(): void;
  onDeny(): void;
}

/**
 * The popover for the board's state: the tagger's suggestion (confirm keeps it, deny clears it), nothing found,
 * or a refused drag or click with the rule's message under the popover's heading.
 */
export function BoardPopovers({ state, name, words, onClose, onDeny }: BoardPopoversProps) {
  const { t } = useTranslation('manuscript-confirm');
  if (!state) return null;
  if (state.kind === 'auto')
    return (
      <BoardPopover
        testId="confirm-popover-auto"
        tone="info"
        title={withStep(words.pop_over.title, name)}
        onClose={onClose}
        actions={[
          { label: words.pop_over.confirm, onClick: onClose, testId: 'confirm-popover-confirm' },
          { label: words.pop_over.deny, onClick: onDeny, testId: 'confirm-popover-deny' },
        ]}
      />
    );
  if (state.kind === 'fail')
    return (
      <BoardPopover
        testId="confirm-popover-fail"
        tone="info"
        title={withStep(words.pop_over_fail.title, name)}
        onClose={onClose}
        actions={[{ label: words.pop_over_fail.confirm, onClick: onClose, testId: 'confirm-popover-ok' }]}
      />
    );
  const kind = refusalKind(state.message);
  return (
    <BoardPopover
      testId={`confirm-popover-${kind}`}
      title={t(`popover.${kind}`)}
      message={verdictText(state.message, state.params, t, words)}
      at={state.at}
      onClose={onClose}
      actions={[{ label: t('popover.close'), onClick: onClose, testId: 'confirm-popover-ok' }]}
    />
  );
}

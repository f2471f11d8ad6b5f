import type { HighlightRange, StepValue } from '@galley/contracts';
import { previousStep, settleStepHighlights, titleText } from '@galley/manuscript/board';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { conversionPath } from '../../shared/conversion-paths.ts';
import type { ManuscriptAction } from '../../shared/manuscript-error-message.ts';
import { useStepMoves } from '../api/use-step-moves.ts';
import { applyHighlights } from '../html/apply-highlights.ts';
import type { BoardDocument } from '../rules/board-context.ts';
import { moveErrorText } from '../rules/move-error-text.ts';

interface MovesInput {
  id: string;
  step: StepValue;
  order: StepValue[];
  document: BoardDocument;
  container: React.RefObject<HTMLDivElement | null>;
}

/**
 * Next, back and back-to-upload. Next stores the step's highlights (empty ones cleared, spec §4) as the container's
 * HTML and goes to confirm/{next_step}, or to the convert page when none is left; back returns to the previous step
 * (nothing stored); before step 1 the upload is deleted (after the author confirmed).
 */
export function useBoardMoves({ id, step, order, document, container }: MovesInput) {
  const { t } = useTranslation('manuscript-confirm');
  const navigate = useNavigate();
  const lp = useLocalePath();
  const moves = useStepMoves(id);
  const [askUpload, setAskUpload] = useState(false);
  const board = conversionPath(id);
  const fail = (title: string, action: ManuscriptAction) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: moveErrorText(error, t, action) });
  const textOf = (block: string) => document.texts.get(block);

  const next = (highlights: HighlightRange[]) => {
    const mine = settleStepHighlights(step, highlights, [], textOf).highlights;
    const all = [...highlights.filter((range) => range.step !== step), ...mine];
    const element = container.current;
    if (!element) return;
    element.innerHTML = applyHighlights(document.baseHtml, all, step);
    const additionalText =
      step === 'front.title'
        ? titleText(all, textOf, (block) => document.roles.get(block)?.tableTitle ?? false)
        : undefined;
    moves.save.mutate(
      { step, clientHtml: element.innerHTML, additionalText },
      {
        onSuccess: (answer) =>
          navigate(lp(answer.next_step ? `${board}/confirm/${answer.next_step}` : `${board}/convert`)),
        onError: fail(t('alerts.saveFailed'), 'updateConversion'),
      },
    );
  };

  const back = () => {
    const previous = previousStep(step, order);
    if (!previous) {
      setAskUpload(true);
      return;
    }
    moves.back.mutate(step, {
      onSuccess: (answer) => navigate(lp(`${board}/confirm/${answer.next_step ?? previous}`)),
      onError: fail(t('alerts.backFailed'), 'backToPrevious'),
    });
  };

  const toUpload = () =>
    moves.deleteFile.mutate(undefined, {
      onSuccess: () => navigate(lp(`${board}/upload`)),
      onError: fail(t('alerts.deleteFileFailed'), 'deleteFile'),
    });

  return {
    next,
    back,
    toUpload,
    askUpload,
    closeAskUpload: () => setAskUpload(false),
    saving: moves.save.isPending || moves.back.isPending,
    deleting: moves.deleteFile.isPending,
  };
}

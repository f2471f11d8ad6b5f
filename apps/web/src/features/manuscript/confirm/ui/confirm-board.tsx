import type { StepData, StepValue } from '@galley/contracts';
import { buttonMode, isOneArea } from '@galley/manuscript/board';
import { Stack } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HighlightHit } from '../dom/highlight-target.ts';
import { applyHighlights } from '../html/apply-highlights.ts';
import { blockOrder } from '../html/block-order.ts';
import type { BoardSteps } from '../rules/board-steps.ts';
import type { BoardStart } from '../rules/initial-highlights.ts';
import { recommendedTitle } from '../rules/recommended-title.ts';
import { stepSetLabel } from '../rules/step-part.ts';
import { type BoardWords, stepName } from '../rules/step-words.ts';
import { BackToUploadModal } from './back-to-upload-modal.tsx';
import { BoardDocument, type Point } from './board-document.tsx';
import { BoardHeading } from './board-heading.tsx';
import { BoardPopovers } from './board-popovers.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { HoverInfo } from './hover-info.tsx';
import { RecommendedTitleNote } from './recommended-title-note.tsx';
import { useBoardHighlights } from './use-board-highlights.ts';
import { useBoardMoves } from './use-board-moves.ts';
import { useElapsedSeconds } from './use-elapsed-seconds.ts';

interface ConfirmBoardProps {
  id: string;
  step: StepValue;
  steps: BoardSteps;
  stepData: StepData;
  start: BoardStart;
  taggerRan: boolean;
  words: BoardWords;
  /** The stored title step text (additional_text['front.title']): the recommender's title when it was used. */
  storedTitle?: string | undefined;
}

/** One step of the confirm board (spec §2, §4, §5): title, explanation, the manuscript, popovers, bottom bar. */
export function ConfirmBoard({
  id,
  step,
  steps,
  stepData,
  start,
  taggerRan,
  words,
  storedTitle,
}: ConfirmBoardProps) {
  const { t } = useTranslation('manuscript-confirm');
  const container = useRef<HTMLDivElement>(null);
  const board = useBoardHighlights(step, start, steps.definitions, taggerRan);
  const moves = useBoardMoves({
    id,
    step,
    order: steps.order,
    document: start.document,
    container,
  });
  const seconds = useElapsedSeconds(moves.saving);
  const [attempted, setAttempted] = useState(false);
  const [hover, setHover] = useState<{ step: StepValue; at: Point } | null>(null);
  const html = useMemo(
    () => applyHighlights(start.document.baseHtml, board.highlights, step),
    [start, board.highlights, step],
  );
  const mine = board.highlights.filter((range) => range.step === step);
  const count = mine.length;
  const order = useMemo(() => blockOrder(start.document.baseHtml), [start]);
  const definition = steps.definitions.find((each) => each.value === step);
  const mode = buttonMode(step, count, attempted, steps.definitions);
  const name = stepName(words, step);
  // Compared with the highlights the step opened with: the note names what the documents will carry now.
  const fromRecommender = useMemo(
    () => (step === 'front.title' ? recommendedTitle(storedTitle, start.highlights, start.document) : null),
    [step, storedTitle, start],
  );

  useEffect(() => {
    // The board places the page itself (spec §2: no scroll-to-top here): on the step's first highlight when it is
    // out of view, else at the top. A frame later, so a restored scroll position of the last page cannot undo it.
    const frame = requestAnimationFrame(() => {
      const first = container.current?.querySelector('[data-current]');
      const box = first?.getBoundingClientRect();
      if (!first || !box) window.scrollTo({ top: 0 });
      else if (box.top < 80 || box.bottom > window.innerHeight - 120)
        first.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const onHover = (hits: HighlightHit[], at: Point | null) => {
    const other = hits.find((hit) => hit.step !== step);
    setHover(other && at ? { step: other.step, at } : null);
  };
  // The popover took the focus; give it back to the manuscript so the keyboard carries on where it was.
  const closePopover = () => {
    board.setPopover(null);
    container.current?.focus({ preventScroll: true });
  };
  const onNext = () => {
    if (definition?.required && count === 0) setAttempted(true);
    // The tagger may offer two areas for a step that takes one; say so here rather than after the server refuses
    // (a drag over consecutive paragraphs is one area: the package's rule, the server's too).
    else if (definition && !definition.multiple && !isOneArea(mine, order))
      board.setPopover({
        kind: 'refused',
        message: 'singleOnly',
        at: { x: window.innerWidth, y: window.innerHeight - 260 },
      });
    else moves.next(board.highlights);
  };

  return (
    <Stack
      gap="md"
      data-testid="confirm-board"
      data-step={step}
      data-multiple={String(Boolean(definition?.multiple))}
    >
      <BoardHeading
        name={name}
        position={{
          current: steps.order.indexOf(step) + 1,
          total: steps.order.length,
          set: stepSetLabel(step, stepData, words, t),
        }}
        definition={definition}
        count={count}
        explanation={words.explain_bar[step] ?? ''}
      />
      {fromRecommender ? <RecommendedTitleNote title={fromRecommender} /> : null}
      <BoardPopovers
        state={board.popover}
        name={name}
        words={words}
        onClose={closePopover}
        onDeny={() => {
          board.clearStep();
          closePopover();
        }}
      />
      <BoardDocument
        html={html}
        step={step}
        label={t('documentLabel', { step: name })}
        containerRef={container}
        onSelect={(ranges, at) => {
          setAttempted(false);
          board.select(ranges, at);
        }}
        onRemove={board.remove}
        onHover={onHover}
      />
      {hover ? (
        <HoverInfo text={t('hoverInfo', { step: stepName(words, hover.step) })} at={hover.at} />
      ) : null}
      <BottomBar
        mode={mode}
        words={words}
        saving={moves.saving}
        seconds={seconds}
        explainRequired={Boolean(definition?.required) && count === 0}
        onBack={moves.back}
        onNext={onNext}
      />
      <BackToUploadModal
        opened={moves.askUpload}
        busy={moves.deleting}
        onConfirm={moves.toUpload}
        onClose={moves.closeAskUpload}
      />
    </Stack>
  );
}

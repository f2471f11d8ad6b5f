import type { StepValue } from '@galley/contracts';
import { useLayoutEffect, useRef } from 'react';
import classes from './board-document.module.css';
import { type DocumentHandlers, documentEvents } from './document-events.ts';

export type { Point } from './document-events.ts';

interface BoardDocumentProps extends DocumentHandlers {
  html: string;
  step: StepValue;
  label: string;
  containerRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * The manuscript's HTML (the server's, with the board's highlight spans). It is contentEditable only so that text
 * can be selected with the keyboard (Shift + arrows); every edit is refused and, should one slip through (an IME),
 * the HTML is put back. The HTML is written by hand, not by React, so the board controls when it changes.
 */
export function BoardDocument({ html, step, label, containerRef, ...handlers }: BoardDocumentProps) {
  const shown = useRef('');
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (container && shown.current !== html) {
      container.innerHTML = html;
      shown.current = html;
    }
  }, [html, containerRef]);
  const events = documentEvents(() => containerRef.current, step, handlers);
  const refuse = (event: { preventDefault(): void }) => event.preventDefault();

  return (
    // biome-ignore lint/a11y/useSemanticElements: a read-only document whose text can be selected by keyboard
    <div
      ref={containerRef}
      className={classes.document}
      contentEditable
      suppressContentEditableWarning
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-label={label}
      inputMode="none"
      spellCheck={false}
      tabIndex={0}
      data-testid="confirm-document"
      onMouseUp={events.onMouseUp}
      onKeyDown={events.onKeyDown}
      onClick={events.onClick}
      onMouseOver={events.onMouseOver}
      onFocus={events.onCaret}
      onKeyUp={events.onCaret}
      onBlur={() => handlers.onHover([], null)}
      onMouseLeave={() => handlers.onHover([], null)}
      onBeforeInput={refuse}
      onPaste={refuse}
      onCut={refuse}
      onDrop={refuse}
      onInput={() => {
        if (containerRef.current) containerRef.current.innerHTML = shown.current;
      }}
    />
  );
}

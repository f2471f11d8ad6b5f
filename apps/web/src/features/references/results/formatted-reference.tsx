import { createElement, Fragment, type ReactNode } from 'react';
import { type FormattedNode, parseFormattedHtml } from './formatted-html.ts';

function render(nodes: FormattedNode[]): ReactNode[] {
  return nodes.map((node, position) => {
    const content = typeof node === 'string' ? node : createElement(node.tag, null, ...render(node.children));
    // biome-ignore lint/suspicious/noArrayIndexKey: runs never move within one reference; their place is their identity.
    return <Fragment key={position}>{content}</Fragment>;
  });
}

/** The formatter's html shown as React elements: italic, bold, superscript and subscript, nothing else. */
export function FormattedReference({ html }: { html: string }) {
  return <>{render(parseFormattedHtml(html))}</>;
}

/** The element the caret (the selection's anchor) is in, when it is inside `container`. */
export function caretElement(container: Element): Element | null {
  const anchor = window.getSelection()?.anchorNode;
  const element = anchor instanceof Element ? anchor : (anchor?.parentElement ?? null);
  return element && container.contains(element) ? element : null;
}

import type {
  ARTICLE_WITHOUT_VOLUME,
  CslItemType,
  LayoutElementInput,
  ReferenceTemplateInput,
  TemplateElementInput,
} from '@galley/contracts';

type Kind = LayoutElementInput['element'];
/** The template's own element of a kind (or a bare one), with some settings changed, for a per-type layout. */
export type Part = (kind: Kind, overrides?: Record<string, unknown>) => LayoutElementInput;
export type LayoutMaker = (
  part: Part,
) => Partial<Record<CslItemType | typeof ARTICLE_WITHOUT_VOLUME, LayoutElementInput[]>>;

/**
 * A preset template with per-type layouts (issue 18) built from its own elements, so a book prints its authors
 * exactly as the style's articles do and only what differs is written out.
 */
export function withLayouts(template: ReferenceTemplateInput, make: LayoutMaker): ReferenceTemplateInput {
  const part: Part = (kind, overrides = {}) => {
    const own = template.elements.find((element: TemplateElementInput) => element.element === kind);
    return { ...(own ?? { element: kind }), ...overrides } as LayoutElementInput;
  };
  return { ...template, layouts: make(part) };
}

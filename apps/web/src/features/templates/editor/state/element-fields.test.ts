import { TemplateElement } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { elementFields } from './element-fields.ts';
import { ELEMENT_KINDS } from './element-kinds.ts';
import { newElement } from './new-element.ts';
import { getAtPath } from './set-at-path.ts';

/** Every setting path of an element of the template type, nested groups flattened ("skipRule.keepFirst"). */
function settingPaths(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child !== null && typeof child === 'object'
      ? settingPaths(child, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the settings panel covers the template type', () => {
  it.each(ELEMENT_KINDS.map((kind) => [kind]))('offers every setting of %s', (kind) => {
    const { own, common } = elementFields(kind);
    const offered = [...own, ...common].map((field) => field.path).sort();
    const element = newElement(kind);
    const expected = settingPaths(element).filter((path) => path !== 'element');
    // Optional settings have no default, so the schema's shape names them.
    if (kind === 'page') expected.push('singlePageKeyword');
    // The number's separator is its own `after` choice; spaceAfter does not apply to it.
    const wanted = expected.filter((path) => !(kind === 'number' && path === 'spaceAfter')).sort();
    expect(offered).toEqual(wanted);
    for (const path of offered) expect(getAtPath(element, path) !== null).toBe(true);
  });

  it('has the eleven elements of the spec', () => {
    expect([...ELEMENT_KINDS].sort()).toEqual(
      [...TemplateElement.options.map((o) => o.shape.element.value)].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { aroundContainer } from './around-container.ts';

describe('aroundContainer', () => {
  it("answers the text before and after the container's first printing", () => {
    expect(aroundContainer('Lee K. Tides. Sea, 12, 3-9. Sea', 'Sea')).toEqual({
      before: 'Lee K. Tides. ',
      after: ', 12, 3-9. Sea',
    });
  });

  it('answers nothing when the string does not print the container', () => {
    expect(aroundContainer('Lee K. Tides. Sea, 12.', 'Ocean')).toBeUndefined();
  });
});

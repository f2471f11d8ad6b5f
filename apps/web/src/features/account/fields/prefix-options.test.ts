import { NAME_PREFIXES } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import englishAccount from '../../../locales/en/account.json';
import { prefixOptions } from './prefix-options.ts';

describe('prefixOptions', () => {
  it('offers every prefix the API accepts, labelled by a key the catalogue has', () => {
    const keys: string[] = [];
    const options = prefixOptions((key) => {
      keys.push(key);
      return key;
    });
    expect(options.map((option) => option.value)).toEqual([...NAME_PREFIXES]);
    for (const key of keys) {
      const [, name = ''] = key.split('.');
      expect(englishAccount.prefixes).toHaveProperty(name);
    }
  });
});

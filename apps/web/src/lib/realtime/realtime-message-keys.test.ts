import { SUPPORTED_LOCALES } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import ja from '../../locales/ja/common.json';
import ko from '../../locales/ko/common.json';
import zh from '../../locales/zh/common.json';
import { REALTIME_MESSAGE_KEYS } from './realtime-message-keys.ts';

const catalogues: Record<string, unknown> = { en, ko, zh, ja };

function lookup(catalogue: unknown, key: string): unknown {
  const path = key.replace(/^common:/, '').split('.');
  return path.reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    catalogue,
  );
}

describe('realtime message keys', () => {
  it('name text in every language (the i18n audit cannot see keys kept in a table)', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const key of Object.values(REALTIME_MESSAGE_KEYS)) {
        expect(typeof lookup(catalogues[locale], key), `${locale} ${key}`).toBe('string');
      }
    }
  });

  it("use the spec's sentence for giving up", () => {
    expect(lookup(en, REALTIME_MESSAGE_KEYS.maxAttempts)).toBe(
      'Max WebSocket reconnect attempts reached. Please try again later.',
    );
  });
});

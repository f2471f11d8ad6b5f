import { NAME_PREFIXES, type NamePrefix } from '@galley/contracts';

/** Catalogue keys of the prefixes: the stored values (spec §3) have dots that i18next reads as paths. */
const PREFIX_KEYS = {
  'Dr.': 'prefixes.dr',
  Miss: 'prefixes.miss',
  Mr: 'prefixes.mr',
  Mrs: 'prefixes.mrs',
  Ms: 'prefixes.ms',
  'Prof.': 'prefixes.prof',
} as const satisfies Record<NamePrefix, string>;

export type PrefixKey = (typeof PREFIX_KEYS)[NamePrefix];

export function prefixOptions(label: (key: PrefixKey) => string): { value: string; label: string }[] {
  return NAME_PREFIXES.map((prefix) => ({ value: prefix, label: label(PREFIX_KEYS[prefix]) }));
}

import type { ProfileFields } from '@galley/contracts';

/** A complete registration profile for accounts made by tests and benches (names overridable). */
export function testProfile(overrides: Partial<ProfileFields> = {}): ProfileFields {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    prefix: 'Dr.',
    degree: 'PhD',
    institution: 'Analytical Engine Society',
    country: 'GB',
    address_line1: '',
    address_line2: '',
    address_line3: '',
    state: '',
    city: 'London',
    postal_code: '',
    phone: '',
    ...overrides,
  };
}

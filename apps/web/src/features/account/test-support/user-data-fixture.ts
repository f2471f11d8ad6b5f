import type { UserData } from '@galley/contracts';

/** A complete, valid user as the API returns it, for unit tests; override what the test is about. */
export function userDataFixture(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 'u1',
    email: 'ada@example.org',
    first_name: 'Ada',
    last_name: 'Lovelace',
    prefix: '',
    degree: '',
    institution: 'UCL',
    country: 'GB',
    address_line1: '',
    address_line2: '',
    address_line3: '',
    state: '',
    city: '',
    postal_code: '',
    phone: '',
    locale: 'en',
    is_email_verified: true,
    is_active_two_factor: false,
    is_staff: false,
    is_superuser: false,
    date_joined: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

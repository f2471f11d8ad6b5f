import { describe, expect, it } from 'vitest';
import { storedUserChange } from './account-store.ts';

const stored = (id: string, firstName = 'Ada') =>
  JSON.stringify({
    id,
    email: `${id}@example.org`,
    first_name: firstName,
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
  });

describe('storedUserChange', () => {
  it('reads new details of the same user as the same user', () => {
    expect(storedUserChange(stored('a'), stored('a', 'Augusta'))).toBe('same-user');
  });

  it('reads a logout, a login and a login as someone else as a switch of user', () => {
    expect(storedUserChange(stored('a'), null)).toBe('switched');
    expect(storedUserChange(null, stored('b'))).toBe('switched');
    expect(storedUserChange(stored('a'), stored('b'))).toBe('switched');
  });

  it('treats an unreadable value like no user', () => {
    expect(storedUserChange('{broken', null)).toBe('same-user');
    expect(storedUserChange('{broken', stored('b'))).toBe('switched');
  });
});

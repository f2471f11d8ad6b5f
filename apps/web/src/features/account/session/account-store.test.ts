import { describe, expect, it } from 'vitest';
import { userDataFixture } from '../test-support/user-data-fixture.ts';
import { storedUserChange } from './account-store.ts';

const stored = (id: string, firstName = 'Ada') =>
  JSON.stringify(userDataFixture({ id, email: `${id}@example.org`, first_name: firstName }));

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

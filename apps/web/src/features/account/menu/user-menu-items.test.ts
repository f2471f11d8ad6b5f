import { describe, expect, it } from 'vitest';
import englishAccount from '../../../locales/en/account.json';
import { userMenuItems } from './user-menu-items.ts';

describe('userMenuItems', () => {
  it('offers the template editor to staff and superusers only', () => {
    const paths = (user: { is_staff: boolean; is_superuser: boolean } | null) =>
      userMenuItems(user).map((item) => item.path);
    expect(paths({ is_staff: false, is_superuser: false })).toEqual(['/users/profile', '/users/plan']);
    expect(paths(null)).toEqual(['/users/profile', '/users/plan']);
    expect(paths({ is_staff: true, is_superuser: false })).toContain('/admin/templateEditor');
    expect(paths({ is_staff: false, is_superuser: true })).toContain('/admin/templateEditor');
  });

  it('labels every item with a key of the account catalogue', () => {
    for (const item of userMenuItems({ is_staff: true, is_superuser: true })) {
      const [, name = ''] = item.labelKey.split('.');
      expect(englishAccount.menu).toHaveProperty(name);
    }
  });
});

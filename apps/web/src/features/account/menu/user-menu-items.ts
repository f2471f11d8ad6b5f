import type { UserData } from '@galley/contracts';

export interface UserMenuItem {
  /** Key in the account namespace. */
  labelKey: 'menu.myAccount' | 'menu.planManagement' | 'menu.templateEditor';
  path: string;
  testId: string;
}

/** The user menu's links (spec §2): the template editor only for staff or superusers. */
export function userMenuItems(user: Pick<UserData, 'is_staff' | 'is_superuser'> | null): UserMenuItem[] {
  const items: UserMenuItem[] = [
    { labelKey: 'menu.myAccount', path: '/users/profile', testId: 'menu-my-account' },
    { labelKey: 'menu.planManagement', path: '/users/plan', testId: 'menu-plan' },
  ];
  if (user?.is_staff || user?.is_superuser) {
    items.push({
      labelKey: 'menu.templateEditor',
      path: '/admin/templateEditor',
      testId: 'menu-template-editor',
    });
  }
  return items;
}

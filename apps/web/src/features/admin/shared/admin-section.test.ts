import { describe, expect, it } from 'vitest';
import { adminSection } from './admin-section.ts';

describe('admin tabs', () => {
  it('marks the tab of the path, whatever the language prefix', () => {
    expect(adminSection('/admin')).toBe('home');
    expect(adminSection('/ko/admin/')).toBe('home');
    expect(adminSection('/zh/admin/templateEditor/edit/1')).toBe('templates');
    expect(adminSection('/admin/templateEditor/create')).toBe('templates');
    expect(adminSection('/ja/admin/bulletin')).toBe('bulletin');
  });
});

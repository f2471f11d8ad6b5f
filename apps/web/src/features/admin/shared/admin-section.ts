/** Which admin tab a path belongs to (any locale prefix ignored). */
export function adminSection(pathname: string): 'home' | 'templates' | 'bulletin' {
  const rest = pathname.replace(/^\/(en|ko|zh|ja)(?=\/)/, '').replace(/\/+$/, '');
  if (rest.startsWith('/admin/templateEditor')) return 'templates';
  if (rest.startsWith('/admin/bulletin')) return 'bulletin';
  return 'home';
}

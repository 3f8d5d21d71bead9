import { returnPathOf } from './use-admin-session';

describe('where the sign-in returns to', () => {
  it('is the admin page the visitor was sent away from, with its query', () => {
    expect(returnPathOf({ from: '/admin?client=3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' })).toBe('/admin?client=3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b');
    expect(returnPathOf({ from: '/admin' })).toBe('/admin');
    expect(returnPathOf({ from: '/admin/businesses/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b/calls' })).toBe('/admin/businesses/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b/calls');
  });

  it('is any page of the desk: a view or a record, with its query', () => {
    for (const from of ['/admin/my-day', '/admin/businesses?view=board', '/admin/businesses/3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b/timeline']) expect(returnPathOf({ from })).toBe(from);
  });

  it('is never another page or another site', () => {
    for (const from of ['https://evil.example/admin', '//evil.example', '/administrator', '/admin-login', '/admin/../lockin', '/lockin', '', 42]) expect(returnPathOf({ from })).toBe('/admin');
    expect(returnPathOf(null)).toBe('/admin');
    expect(returnPathOf(undefined)).toBe('/admin');
  });
});

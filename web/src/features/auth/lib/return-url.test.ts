import { describe, expect, it } from 'vitest';
import { loginPathWithReturn, safeReturnUrl } from './return-url';

describe('returnurl', () => {
  it('round-trips a local path with its query', () => {
    const login = loginPathWithReturn('/home/messages?x=1');
    expect(safeReturnUrl(login.slice(1))).toBe('/home/messages?x=1');
  });

  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'admin/index',
    '/',
    '/home/login',
    '/Home/Login/',
  ])('refuses %s', (raw) => {
    expect(safeReturnUrl(`?returnurl=${encodeURIComponent(raw)}`)).toBeNull();
  });

  it('reads the parameter case-insensitively', () => {
    expect(safeReturnUrl('?ReturnUrl=%2Fadmin%2Findex')).toBe('/admin/index');
  });
});

/** Builds the login URL that brings the user back to `target` after signing in (spec §2.3). */
export function loginPathWithReturn(target: string): string {
  return target === '/' ? '/' : `/?returnurl=${encodeURIComponent(target)}`;
}

/**
 * The `returnurl` query parameter if it is a path on this site; anything else (absolute URLs,
 * protocol-relative '//host', the login page itself) is dropped so it cannot redirect away.
 */
export function safeReturnUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = [...params.entries()].find(([k]) => k.toLowerCase() === 'returnurl')?.[1];
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const path = raw.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '');
  if (path === '' || path === '/home/login') return null;
  return raw;
}

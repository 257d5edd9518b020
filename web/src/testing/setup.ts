import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setAccessToken, setAuthHandlers } from '@/lib/auth-token';
import i18n, { i18nReady, loadFeatureStrings } from '@/lib/i18n';
import { installIntersectionObserver } from './intersection-observer';

installIntersectionObserver();
await i18nReady;
await Promise.all([loadFeatureStrings('en'), loadFeatureStrings('fr')]);
// Routes are lazy chunks: the first visit of a route in a test file transforms its module tree.
configure({ asyncUtilTimeout: 5000 });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  for (const c of document.cookie.split('; ')) {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  setAccessToken(null);
  setAuthHandlers({});
  installIntersectionObserver();
});

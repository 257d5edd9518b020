import { lazy, type ComponentType } from 'react';
import { loadFeatureStrings } from '@/lib/i18n';

/**
 * A screen loaded on first use: each routes/ module is its own chunk (Vite splits at every dynamic
 * import), so the login page loads only the shell and the login form. The screen renders once the
 * feature strings of the UI language are in (loadFeatureStrings) and inside a QueryScope, which
 * loads TanStack Query and the API client with the first screen that reads the API.
 */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  type P = M[K] extends ComponentType<infer Q extends object> ? Q : object;
  return lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([
      load(),
      import('@/lib/query-scope'),
      loadFeatureStrings(),
    ]);
    const Screen = module[name] as ComponentType<P>;
    return {
      default: (props: P) => (
        <QueryScope>
          <Screen {...props} />
        </QueryScope>
      ),
    };
  });
}

// Remember-me keeps only the user name: the spec's original also stored the password, which
// we never write to storage (ARCHITECTURE.md "Sign-in").
const KEY = 'beewatch.rememberedUserName';

/** The remembered user name, or null. */
export function rememberedUserName(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers the user name, or forgets it when `userName` is null. */
export function rememberUserName(userName: string | null): void {
  try {
    if (userName) localStorage.setItem(KEY, userName);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): remember-me simply does not persist.
  }
}

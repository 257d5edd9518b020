/**
 * The access token lives here, in memory only (never in storage), so that an XSS payload
 * cannot lift it from localStorage. The session provider registers how to refresh it and how
 * to log out; the api client calls those without importing any feature.
 */
interface AuthHandlers {
  /** Obtains a fresh access token from the refresh cookie, or null when the session is gone. */
  refresh?: () => Promise<string | null>;
  /** Ends the session after the API refused the token (401/403). */
  onUnauthorized?: () => void;
}

let accessToken: string | null = null;
let handlers: AuthHandlers = {};

/** Current bearer token, or null when signed out. */
export function getAccessToken(): string | null {
  return accessToken;
}

/** Replaces the bearer token (null when signing out). */
export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/** Registers the session callbacks; returns a function that removes them. */
export function setAuthHandlers(next: AuthHandlers): () => void {
  handlers = next;
  return () => {
    if (handlers === next) handlers = {};
  };
}

/** The registered session callbacks. */
export function authHandlers(): AuthHandlers {
  return handlers;
}

import { DEMO_PASSWORD } from '@beewatch/shared';

/** A small HTTP client for the local portal used by integration tests and the bench. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: { ErrorCode: number; ErrorMessage: string; data: T; TotalRecord?: number; NextToken?: string | null };
  cookies: string[];
}

export class PortalApi {
  constructor(readonly baseUrl: string) {}

  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    opts: { token?: string; body?: unknown; rawBody?: string; cookie?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.cookie) headers.cookie = opts.cookie;
    const res = await fetch(`${this.baseUrl}/api/${path}`, {
      method,
      headers,
      body:
        method === 'GET'
          ? undefined
          : (opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body))),
    });
    return {
      status: res.status,
      body: (await res.json()) as ApiResponse<T>['body'],
      cookies: res.headers.getSetCookie(),
    };
  }

  /** Signs in a demo user without two-step and returns the access token. */
  async token(userName: string): Promise<string> {
    const res = await this.call<{ access_token: string | null }>('POST', 'account/Authenticate', {
      body: { UserName: userName, Password: DEMO_PASSWORD },
    });
    if (!res.body.data?.access_token)
      throw new Error(`no token for ${userName}: ${JSON.stringify(res.body)}`);
    return res.body.data.access_token;
  }

  /** Messages of the local outbox, newest first. */
  async outbox(): Promise<{ channel: string; to: string[]; subject?: string; body: string; at: string }[]> {
    return (await fetch(`${this.baseUrl}/__dev/outbox.json`)).json();
  }

  /** The latest 6-digit code emailed to `email`. */
  async latestCode(email: string): Promise<string> {
    const message = (await this.outbox()).find((m) => m.to.includes(email));
    const code = message?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code for ${email}`);
    return code;
  }
}

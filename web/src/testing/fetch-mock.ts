import { vi } from 'vitest';

/** A request as the fake API saw it. */
export interface SeenRequest {
  method: string;
  /** Path after /api/, e.g. 'beewatchagent/FetchTrackingHistory'. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeResponse {
  status?: number;
  body: unknown;
}

export type Handler = (req: SeenRequest) => FakeResponse | Promise<FakeResponse>;

/** An OK envelope. */
export function ok(data: unknown, extra: Record<string, unknown> = {}): FakeResponse {
  return { status: 200, body: { ErrorCode: 0, ErrorMessage: '', data, ...extra } };
}

/** An error envelope with its HTTP status. */
export function fail(status: number, ErrorCode: number, ErrorMessage: string): FakeResponse {
  return { status, body: { ErrorCode, ErrorMessage, data: null } };
}

/**
 * Stubs global fetch with handlers keyed 'METHOD path' (path after /api/, no query). Unknown
 * routes answer 404 with an envelope. Returns the list of requests seen.
 */
export function mockApi(handlers: Record<string, Handler>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\//, '');
    const req: SeenRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    };
    seen.push(req);
    const handler = handlers[`${method} ${path}`];
    const res = handler ? await handler(req) : fail(404, 5, 'Unknown route');
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

/** Requests to one path. */
export function callsTo(seen: SeenRequest[], path: string): SeenRequest[] {
  return seen.filter((r) => r.path === path);
}

import { envelopeOf, REQUEST_LANG, type RouteDef } from '@beewatch/shared';
import * as z from 'zod/mini';
import { authHandlers, getAccessToken, setAccessToken } from './auth-token';
import type { MessageSource } from './i18n';
import './message-catalogue';

/** ErrorCode used for failures that never reached the API (network down, proxy error page). */
export const TRANSPORT_ERROR = -1;
/** ErrorCode used when a 2xx body does not match the contract. */
export const INVALID_RESPONSE = -2;

/** An API call that failed: the envelope's ErrorCode and ErrorMessage plus the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** The envelope's MessageKey: the stable key to translate the message by. */
    readonly messageKey?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never got an envelope back (spec §8 'Unable to login'). */
  get isTransport(): boolean {
    return this.code === TRANSPORT_ERROR;
  }
}

export type Envelope<T> = {
  ErrorCode: number;
  ErrorMessage: string;
  MessageKey?: string;
  data: T;
  TotalRecord?: number;
  NextToken?: string | null;
};

/**
 * The message a successful call came back with ('Data saved', 'Collector added', …), with the
 * envelope's MessageKey so the alert shows it by key in the UI language (lib/i18n translateMessage).
 */
export function envelopeMessage(res: Pick<Envelope<unknown>, 'ErrorMessage' | 'MessageKey'>): MessageSource {
  return res.MessageKey ? { message: res.ErrorMessage, messageKey: res.MessageKey } : res.ErrorMessage;
}

/** What a route takes from the caller: its query and/or body, as its schemas in the route table accept them. */
export type RouteCallInput<R extends RouteDef> = (R extends { query: infer Q extends z.ZodMiniType }
  ? { query: z.input<Q> }
  : unknown) &
  (R extends { body: infer B extends z.ZodMiniType } ? { body: z.input<B> } : unknown);

/** The body a route takes, e.g. `BodyOf<typeof API.sites.addOrUpdateApiary>`. */
export type BodyOf<R extends RouteDef> = R extends { body: infer B extends z.ZodMiniType }
  ? z.input<B>
  : never;

/** How a call is sent. */
export interface CallOptions {
  /** Send the bearer token and log out on 401/403 (default true). Account calls turn it off. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Let the request finish even if the page unloads (logout). */
  keepalive?: boolean;
  /** Extra request headers, e.g. the public swarm form's API key (HeaderToken, spec §2.1). */
  headers?: Record<string, string>;
}

interface ApiRequest extends CallOptions {
  method: 'GET' | 'POST';
  query?: unknown;
  body?: unknown;
  /** Schema of the envelope's `data`. */
  data: z.ZodMiniType;
}

const ErrorBody = z.object({
  ErrorCode: z.number(),
  ErrorMessage: z.string(),
  MessageKey: z.optional(z.string()),
});

function urlOf(path: string, query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api/${path}${qs ? `?${qs}` : ''}`;
}

async function send(url: string, req: ApiRequest, token: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    ...req.headers,
    Accept: 'application/json',
    Lang: REQUEST_LANG,
  };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: req.method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      credentials: 'same-origin',
      signal: req.signal,
      keepalive: req.keepalive,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(TRANSPORT_ERROR, 'Network error', 0);
  }
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return JSON.parse(await res.text());
  } catch {
    // A proxy error page or an empty body: no envelope came back.
    throw new ApiError(TRANSPORT_ERROR, res.statusText || 'Unexpected response', res.status);
  }
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: parallel 401s share it instead of racing on the cookie. */
function refreshOnce(): Promise<string | null> {
  const refresh = authHandlers().refresh;
  if (!refresh) return Promise.resolve(null);
  refreshing ??= refresh()
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * Calls a route of the table (`call(API.categories.categoryList, { query, signal })`) and returns
 * its envelope with `data` parsed by the route's response schema. Throws ApiError for a non-2xx
 * status or a non-zero ErrorCode (INVALID_RESPONSE when the data does not match the contract).
 * While signed in, a 401 first tries one silent refresh through the HttpOnly cookie (access
 * tokens outlive neither the hour nor a reload) and then logs out; a 403 logs out at once
 * (spec §6, §8).
 */
export function call<R extends RouteDef>(
  route: R,
  input: RouteCallInput<R> & CallOptions,
): Promise<Envelope<z.output<R['response']>>> {
  const { query, body } = input as { query?: unknown; body?: unknown };
  return request(route.path, {
    ...input,
    method: route.method,
    query,
    body,
    data: route.response,
  }) as Promise<Envelope<z.output<R['response']>>>;
}

async function request(path: string, req: ApiRequest): Promise<Envelope<unknown>> {
  const url = urlOf(path, req.query);
  const useAuth = req.auth ?? true;
  const token = useAuth ? getAccessToken() : null;
  let res = await send(url, req, token);

  if (useAuth && token && res.status === 401) {
    const fresh = await refreshOnce();
    if (fresh) {
      setAccessToken(fresh);
      res = await send(url, req, fresh);
    }
  }

  const json = await readJson(res);
  const error = ErrorBody.safeParse(json);
  if (!res.ok || !error.success || error.data.ErrorCode !== 0) {
    if (useAuth && token && (res.status === 401 || res.status === 403)) authHandlers().onUnauthorized?.();
    if (error.success) {
      const { ErrorCode, ErrorMessage, MessageKey } = error.data;
      throw new ApiError(ErrorCode, ErrorMessage, res.status, MessageKey);
    }
    throw new ApiError(TRANSPORT_ERROR, res.statusText || 'Unexpected response', res.status);
  }

  const parsed = envelopeOf(req.data).safeParse(json);
  if (!parsed.success) throw new ApiError(INVALID_RESPONSE, 'Invalid response', res.status);
  return parsed.data as Envelope<unknown>;
}

import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@/testing/fetch-mock';
import { defineRoutes } from '@beewatch/shared';
import { ApiError, call, envelopeMessage, INVALID_RESPONSE, TRANSPORT_ERROR } from './api-client';
import { getAccessToken, setAccessToken, setAuthHandlers } from './auth-token';
import i18n, { translateMessage } from './i18n';

const Item = z.object({ id: z.number() });

/** Routes of a test area: a paged list by body, one item, and a query-only account call. */
const THINGS = defineRoutes('content', {
  list: {
    method: 'POST',
    path: 'things/List',
    roles: 'public',
    body: z.object({ a: z.number() }),
    response: z.array(Item),
    paged: true,
  },
  one: { method: 'GET', path: 'things/One', roles: 'public', response: Item },
  check: {
    method: 'GET',
    path: 'account/CheckLogin',
    roles: 'public',
    query: z.object({ a: z.string(), b: z.optional(z.string()) }),
    response: z.null(),
  },
});

describe('call', () => {
  it('returns the parsed envelope with TotalRecord and NextToken', async () => {
    mockApi({ 'POST things/List': () => ok([{ id: 1 }], { TotalRecord: 7, NextToken: 'n2' }) });
    const res = await call(THINGS.list, { body: { a: 1 } });
    expect(res.data).toEqual([{ id: 1 }]);
    expect(res.TotalRecord).toBe(7);
    expect(res.NextToken).toBe('n2');
  });

  it('sends the bearer token, Lang en whatever the UI language, and the JSON body', async () => {
    const seen = mockApi({ 'POST things/List': () => ok([]) });
    setAccessToken('tok-1');
    await i18n.changeLanguage('fr');
    await call(THINGS.list, { body: { a: 1 } });
    expect(seen[0].headers.get('Authorization')).toBe('Bearer tok-1');
    expect(seen[0].headers.get('Lang')).toBe('en');
    expect(seen[0].headers.get('Content-Type')).toBe('application/json');
    expect(seen[0].body).toEqual({ a: 1 });
    expect(seen[0].credentials).toBe('same-origin');
  });

  it('leaves the token off account calls (auth: false) and encodes the query', async () => {
    const seen = mockApi({ 'GET account/CheckLogin': () => ok(null) });
    setAccessToken('tok-1');
    await call(THINGS.check, { query: { a: 'x y', b: undefined }, auth: false });
    expect(seen[0].headers.get('Authorization')).toBeNull();
    expect(seen[0].query.get('a')).toBe('x y');
    expect(seen[0].query.has('b')).toBe(false);
  });

  it('throws ApiError with the envelope code, message and status on 4xx', async () => {
    mockApi({ 'GET things/One': () => fail(404, 5, 'Tracking record not found') });
    const err = await call(THINGS.one, {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 5, message: 'Tracking record not found', status: 404 });
  });

  it('throws when a 200 carries a non-zero ErrorCode', async () => {
    mockApi({
      'GET things/One': () => ({ status: 200, body: { ErrorCode: 1, ErrorMessage: 'Nope', data: null } }),
    });
    await expect(call(THINGS.one, {})).rejects.toMatchObject({
      code: 1,
      message: 'Nope',
    });
  });

  it('reports a body that breaks the contract as INVALID_RESPONSE', async () => {
    mockApi({ 'GET things/One': () => ok({ id: 'not a number' }) });
    await expect(call(THINGS.one, {})).rejects.toMatchObject({ code: INVALID_RESPONSE });
  });

  it('reports network failures and non-envelope bodies as transport errors', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const err = await call(THINGS.one, {}).catch((e) => e);
    expect(err).toMatchObject({ code: TRANSPORT_ERROR, status: 0 });
    expect(err.isTransport).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(call(THINGS.one, {})).rejects.toMatchObject({
      code: TRANSPORT_ERROR,
      status: 502,
    });
  });

  it('logs out on 401 while signed in when the silent refresh fails', async () => {
    mockApi({ 'GET things/One': () => fail(401, 2, 'Please sign in') });
    const onUnauthorized = vi.fn();
    const refresh = vi.fn().mockResolvedValue(null);
    setAccessToken('expired');
    setAuthHandlers({ onUnauthorized, refresh });
    await expect(call(THINGS.one, {})).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 once with the refreshed token and stays signed in', async () => {
    const seen = mockApi({
      'GET things/One': (req) =>
        req.headers.get('Authorization') === 'Bearer fresh' ? ok({ id: 3 }) : fail(401, 2, 'Please sign in'),
    });
    const onUnauthorized = vi.fn();
    setAccessToken('expired');
    setAuthHandlers({ onUnauthorized, refresh: async () => 'fresh' });
    const res = await call(THINGS.one, {});
    expect(res.data).toEqual({ id: 3 });
    expect(seen).toHaveLength(2);
    expect(getAccessToken()).toBe('fresh');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out at once on 403 while signed in', async () => {
    mockApi({ 'GET things/One': () => fail(403, 3, 'You are not allowed to do this') });
    const onUnauthorized = vi.fn();
    const refresh = vi.fn();
    setAccessToken('tok');
    setAuthHandlers({ onUnauthorized, refresh });
    await expect(call(THINGS.one, {})).rejects.toMatchObject({ status: 403 });
    expect(refresh).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on 401 when nobody is signed in', async () => {
    mockApi({ 'GET account/CheckLogin': () => fail(401, 2, 'Session expired') });
    const onUnauthorized = vi.fn();
    setAuthHandlers({ onUnauthorized });
    await expect(call(THINGS.check, { query: { a: 'x' }, auth: false })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('envelopeMessage', () => {
  it("shows a success message by the envelope's key, in the UI language", async () => {
    mockApi({
      'GET things/One': () =>
        ok({ id: 1 }, { ErrorMessage: 'Collector added', MessageKey: 'coordination.collectorAdded' }),
    });
    const message = envelopeMessage(await call(THINGS.one, {}));
    expect(message).toEqual({ message: 'Collector added', messageKey: 'coordination.collectorAdded' });
    await i18n.changeLanguage('fr');
    try {
      expect(translateMessage(message)).toBe(i18n.t('messages.coordination.collectorAdded'));
      expect(translateMessage(message)).not.toBe('Collector added');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('keeps the text alone when the envelope names no key', () => {
    expect(envelopeMessage({ ErrorMessage: 'Done' })).toBe('Done');
  });
});

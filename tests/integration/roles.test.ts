import { SignJWT, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES, type RouteDef } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken as signedInAdmin } from './content-support.js';

const api = new PortalApi(inject('baseUrl'));
const USERS = [
  'superadmin',
  'admin',
  'controller',
  'inspector',
  'pesticide',
  'beekeeper',
  'swarmwatch',
  'coordinator',
  'spraylaison',
  'bystander',
  'vqadmin',
  'iwas',
] as const;
const ROLE_OF: Record<(typeof USERS)[number], string> = {
  superadmin: 'SuperAdministrator',
  admin: 'Administrator',
  controller: 'BSController',
  inspector: 'BeeInspector',
  pesticide: 'NonBeeKeeper',
  beekeeper: 'ProfessionalBeeKeeper',
  swarmwatch: 'SwarmWatch',
  coordinator: 'SwarmCoordinator',
  spraylaison: 'SprayLaison',
  bystander: 'ByStander',
  vqadmin: 'VQAdministrator',
  iwas: 'iWAS',
};
const tokens: Record<string, string> = {};
const protectedRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.roles !== 'public');

beforeAll(async () => {
  for (const user of USERS) {
    if (user === 'admin') {
      tokens[user] = await signedInAdmin();
    } else {
      tokens[user] = await api.token(user);
    }
  }
});

describe.each(protectedRoutes)('$method /api/$path', (route) => {
  it('refuses a call without a token (401 envelope)', async () => {
    const res = await api.call(route.method, route.path, { body: {} });
    expect(res.status).toBe(401);
    expect(res.body.ErrorCode).not.toBe(0);
  });

  it('refuses a forged token signed with another key (401)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const claims = JSON.parse(Buffer.from(tokens.controller!.split('.')[1]!, 'base64url').toString());
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    const res = await api.call(route.method, route.path, { token: forged, body: {} });
    expect(res.status).toBe(401);
  });

  it.each(USERS)('answers %s by its role list', async (user) => {
    const res = await api.call(route.method, route.path, { token: tokens[user], body: {} });
    const allowed = (route.roles as readonly string[]).includes(ROLE_OF[user]);
    if (allowed) {
      // The role passes: the operation runs and answers with data or a validation error of the
      // empty input; never the wrapper's 'Unknown route' of an area missing the operation.
      expect(res.body.ErrorMessage).not.toBe('Unknown route');
      expect([200, 400]).toContain(res.status);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        ErrorCode: 3,
        ErrorMessage: 'You are not allowed to do this',
        MessageKey: 'api.notAllowed',
        data: null,
      });
    }
  });
});

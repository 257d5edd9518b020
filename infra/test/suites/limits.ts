import { ROUTES, type RouteDef } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_COMMON_RULES,
  MANAGED_RULE_GROUPS,
  WAF_TOO_MANY_ATTEMPTS_BODY,
} from '../../lib/edge-stack.js';
import {
  API_THROTTLE,
  CODE_PATHS,
  CODE_ROUTE_THROTTLE,
  PUBLIC_POSTS_WITHOUT_CODES,
  SIGN_IN_PATHS,
  WAF_ALL_LIMIT,
  WAF_CODE_LIMIT,
  WAF_SIGN_IN_LIMIT,
} from '../../lib/limits.js';
import type { SynthedPortal } from '../helpers.js';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** API Gateway per-route throttles and the WAF's managed rules and rate rules. */
export function limitsSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let stage: Obj;
  let acl: Obj;
  const rule = (name: string) => (acl.Rules as Obj[]).find((r) => r.Name === name)!;
  beforeAll(() => {
    synthed = portal();
    stage = Object.values(synthed.templates.api.findResources('AWS::ApiGatewayV2::Stage'))[0]!.Properties;
    acl = Object.values(synthed.templates.edge.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
  });

  describe('API Gateway throttles', () => {
    it('every code and sign-in path is a route of the route table (sign-in and the code routes are public or signed-in)', () => {
      const paths = (ROUTES as readonly RouteDef[]).map((r) => r.path);
      for (const p of [...SIGN_IN_PATHS, ...CODE_PATHS]) expect(paths, p).toContain(p);
      // The routes the security review named.
      expect([...SIGN_IN_PATHS, ...CODE_PATHS]).toEqual(
        expect.arrayContaining([
          'account/Authenticate',
          'account/OtpVerification',
          'common/Forgotpassword',
          'account/SendUnsubscribeEmail',
          'account/Unsubscribe',
          'account/SendTwoStepCode',
        ]),
      );
    });

    it('every public POST of the route table is classified: sign-in, code route, or without codes', () => {
      const classified = [...SIGN_IN_PATHS, ...CODE_PATHS, ...PUBLIC_POSTS_WITHOUT_CODES] as string[];
      const publicPosts = (ROUTES as readonly RouteDef[])
        .filter((r) => r.roles === 'public' && r.method === 'POST')
        .map((r) => r.path);
      expect(publicPosts.filter((p) => !classified.includes(p))).toEqual([]);
      expect(PUBLIC_POSTS_WITHOUT_CODES.filter((p) => !publicPosts.includes(p))).toEqual([]);
    });

    it('sign-in and code routes: 2 requests/s (burst 10), far below the 50/s (burst 100) of every other route', () => {
      expect(stage.DefaultRouteSettings).toEqual({
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      });
      expect(CODE_ROUTE_THROTTLE.rateLimit * 10).toBeLessThanOrEqual(API_THROTTLE.rateLimit);
      const keys = (ROUTES as readonly RouteDef[])
        .filter((r) => [...SIGN_IN_PATHS, ...CODE_PATHS].includes(r.path as never))
        .map((r) => `${r.method} /api/${r.path}`)
        .sort();
      expect(Object.keys(stage.RouteSettings).sort()).toEqual(keys);
      for (const key of keys) {
        expect(stage.RouteSettings[key]).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 10 });
      }
      // Each key is a real route of the HTTP API.
      const routeKeys = Object.values(synthed.templates.api.findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => r.Properties.RouteKey,
      );
      for (const key of keys) expect(routeKeys).toContain(key);
    });
  });

  describe('WAF web ACL', () => {
    it('runs the IP reputation, known bad inputs and common managed rule groups, blocking', () => {
      for (const name of [
        'AWSManagedRulesCommonRuleSet',
        'AWSManagedRulesKnownBadInputsRuleSet',
        'AWSManagedRulesAmazonIpReputationList',
      ]) {
        const r = rule(name);
        expect(r, name).toBeDefined();
        expect(r.OverrideAction).toEqual({ None: {} });
        expect(r.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: name });
      }
      expect(MANAGED_RULE_GROUPS).toHaveLength(3);
      // Only the 8 KB body limit is counted instead of blocking (legitimate JSON is larger).
      expect(
        rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides,
      ).toEqual(COUNTED_COMMON_RULES.map((Name) => ({ Name, ActionToUse: { Count: {} } })));
    });

    it('rate-limits sign-in (30), every code route (10) and all requests (3,000) per address in 5 minutes, with a 429 envelope', () => {
      const paths = (r: Obj): string[] => {
        const s = r.Statement.RateBasedStatement.ScopeDownStatement;
        const list = s.OrStatement ? s.OrStatement.Statements : [s];
        return list.map((x: Obj) => x.ByteMatchStatement.SearchString).sort();
      };
      const signIn = rule('SignInPerAddress');
      expect(signIn.Statement.RateBasedStatement).toMatchObject({
        Limit: WAF_SIGN_IN_LIMIT,
        EvaluationWindowSec: 300,
        AggregateKeyType: 'IP',
      });
      expect(WAF_SIGN_IN_LIMIT).toBe(30);
      expect(paths(signIn)).toEqual(['/api/account/authenticate', '/api/account/otpverification']);
      const codes = rule('CodeRoutesPerAddress');
      expect(codes.Statement.RateBasedStatement).toMatchObject({
        Limit: WAF_CODE_LIMIT,
        AggregateKeyType: 'IP',
      });
      expect(WAF_CODE_LIMIT).toBe(10);
      expect(paths(codes)).toEqual(CODE_PATHS.map((p) => `/api/${p}`.toLowerCase()).sort());
      for (const r of [signIn, codes]) {
        const m = r.Statement.RateBasedStatement.ScopeDownStatement;
        const first = m.OrStatement ? m.OrStatement.Statements[0] : m;
        expect(first.ByteMatchStatement.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
        expect(first.ByteMatchStatement.PositionalConstraint).toBe('EXACTLY');
        expect(r.Action.Block.CustomResponse).toEqual({
          ResponseCode: 429,
          CustomResponseBodyKey: 'TooManyAttempts',
        });
      }
      expect(JSON.parse(acl.CustomResponseBodies.TooManyAttempts.Content)).toMatchObject({ ErrorCode: 7 });
      expect(acl.CustomResponseBodies.TooManyAttempts.Content).toBe(WAF_TOO_MANY_ATTEMPTS_BODY);
      const all = rule('AllRequestsPerAddress');
      expect(all.Statement.RateBasedStatement.Limit).toBe(WAF_ALL_LIMIT);
      expect(all.Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
    });

    it('rate rules come before the managed groups; priorities are unique', () => {
      const priorities = (acl.Rules as Obj[]).map((r) => r.Priority);
      expect(new Set(priorities).size).toBe(priorities.length);
      expect(rule('CodeRoutesPerAddress').Priority).toBeLessThan(
        rule('AWSManagedRulesAmazonIpReputationList').Priority,
      );
    });
  });
}

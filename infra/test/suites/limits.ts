import { ROUTES, type RouteDef } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_COMMON_RULES,
  MANAGED_RULE_GROUPS,
  WAF_TOO_MANY_ATTEMPTS_BODY,
} from '../../lib/edge-stack.js';
import {
  API_THROTTLE,
  CODE_ON_CHANGE_PATHS,
  CODE_ON_CHANGE_THROTTLE,
  CODE_PATHS,
  CODE_ROUTE_THROTTLE,
  PUBLIC_POSTS_WITHOUT_CODES,
  SIGN_IN_PATHS,
  WAF_ALL_LIMIT,
  WAF_CODE_LIMIT,
  WAF_CODE_ON_CHANGE_LIMIT,
  WAF_SIGN_IN_LIMIT,
} from '../../lib/limits.js';
import { routesReachingCodes } from '../code-routes.js';
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

    it('every route that sends or checks a code, public or signed in, is a sign-in, code or code-on-change route, and no other', () => {
      // Found from the functions' own calls, so a new route that sends a code cannot keep the
      // default throttle unnoticed.
      const reaching = routesReachingCodes().map((r) => r.path);
      expect(reaching).toEqual(
        expect.arrayContaining([
          'account/UpdateProfile',
          'account/ConfirmEmailChange',
          'account/Unsubscribe',
        ]),
      );
      expect(reaching).not.toContain('common/GetCountryList');
      expect([...reaching].sort()).toEqual([...SIGN_IN_PATHS, ...CODE_PATHS, ...CODE_ON_CHANGE_PATHS].sort());
    }, 60_000);

    it('every public POST of the route table is classified: sign-in, code route, or without codes', () => {
      const classified = [...SIGN_IN_PATHS, ...CODE_PATHS, ...PUBLIC_POSTS_WITHOUT_CODES] as string[];
      const publicPosts = (ROUTES as readonly RouteDef[])
        .filter((r) => r.roles === 'public' && r.method === 'POST')
        .map((r) => r.path);
      expect(publicPosts.filter((p) => !classified.includes(p))).toEqual([]);
      expect(PUBLIC_POSTS_WITHOUT_CODES.filter((p) => !publicPosts.includes(p))).toEqual([]);
    });

    it('sign-in and code routes: 2 requests/s (burst 10), profile saves 10/s (burst 20), every other route 50/s (burst 100)', () => {
      expect(stage.DefaultRouteSettings).toEqual({
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      });
      expect(CODE_ROUTE_THROTTLE.rateLimit * 10).toBeLessThanOrEqual(API_THROTTLE.rateLimit);
      expect(CODE_ON_CHANGE_THROTTLE.rateLimit).toBeLessThan(API_THROTTLE.rateLimit);
      const keysOf = (paths: readonly string[]) =>
        (ROUTES as readonly RouteDef[])
          .filter((r) => paths.includes(r.path))
          .map((r) => `${r.method} /api/${r.path}`)
          .sort();
      const codeKeys = keysOf([...SIGN_IN_PATHS, ...CODE_PATHS]);
      const onChangeKeys = keysOf(CODE_ON_CHANGE_PATHS);
      expect(onChangeKeys).toEqual(['POST /api/account/UpdateProfile']);
      expect(codeKeys).toContain('POST /api/account/ConfirmEmailChange');
      expect(Object.keys(stage.RouteSettings).sort()).toEqual([...codeKeys, ...onChangeKeys].sort());
      for (const key of codeKeys) {
        expect(stage.RouteSettings[key]).toEqual({ ThrottlingRateLimit: 2, ThrottlingBurstLimit: 10 });
      }
      for (const key of onChangeKeys) {
        expect(stage.RouteSettings[key]).toEqual({ ThrottlingRateLimit: 10, ThrottlingBurstLimit: 20 });
      }
      // Each key is a real route of the HTTP API.
      const routeKeys = Object.values(synthed.templates.api.findResources('AWS::ApiGatewayV2::Route')).map(
        (r) => r.Properties.RouteKey,
      );
      for (const key of [...codeKeys, ...onChangeKeys]) expect(routeKeys).toContain(key);
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

    it('rate-limits sign-in (30), every code route (10), profile saves (30) and all requests (3,000) per address in 5 minutes, with a 429 envelope', () => {
      const paths = (r: Obj): string[] => {
        const s = r.Statement.RateBasedStatement.ScopeDownStatement;
        const list = s.OrStatement ? s.OrStatement.Statements : [s];
        return list.map((x: Obj) => x.ByteMatchStatement.SearchString).sort();
      };
      /** The rule `name`, a per-address count of `limit` requests in 5 minutes. */
      const rateRule = (name: string, limit: number): Obj => {
        const r = rule(name);
        expect(r.Statement.RateBasedStatement, name).toMatchObject({
          Limit: limit,
          EvaluationWindowSec: 300,
          AggregateKeyType: 'IP',
        });
        return r;
      };
      const signIn = rateRule('SignInPerAddress', WAF_SIGN_IN_LIMIT);
      expect(WAF_SIGN_IN_LIMIT).toBe(30);
      expect(paths(signIn)).toEqual(['/api/account/authenticate', '/api/account/otpverification']);
      const codes = rateRule('CodeRoutesPerAddress', WAF_CODE_LIMIT);
      expect(WAF_CODE_LIMIT).toBe(10);
      expect(paths(codes)).toEqual(CODE_PATHS.map((p) => `/api/${p}`.toLowerCase()).sort());
      expect(paths(codes)).toContain('/api/account/confirmemailchange');
      const onChange = rateRule('CodeOnChangePerAddress', WAF_CODE_ON_CHANGE_LIMIT);
      expect(WAF_CODE_ON_CHANGE_LIMIT).toBe(30);
      expect(paths(onChange)).toEqual(['/api/account/updateprofile']);
      for (const r of [signIn, codes, onChange]) {
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
      for (const name of ['CodeRoutesPerAddress', 'CodeOnChangePerAddress']) {
        expect(rule(name).Priority).toBeLessThan(rule('AWSManagedRulesAmazonIpReputationList').Priority);
      }
    });
  });
}

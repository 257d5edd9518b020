import { SWARM_RATE_LIMIT, SWARM_RATE_WINDOW_S } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { SWARM_REPORT_PATH, WAF_TOO_MANY_BODY } from '../../lib/edge-stack.js';
import { flat, type SynthedPortal } from '../helpers.js';

type Obj = Record<string, unknown> & { [k: string]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The swarm form in CDK: the WAF rate limit (us-east-1), the swarm form's CloudFront behaviours and API route. */
export function swarmSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let dist: Obj;
  const behaviour = (pattern: string) =>
    (dist.CacheBehaviors as Obj[]).find((b) => b.PathPattern === pattern)!;
  beforeAll(() => {
    synthed = portal();
    dist = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
  });

  describe('WAF rate limit of the public form', () => {
    let acl: Obj;
    beforeAll(() => {
      acl = Object.values(synthed.templates.edge.findResources('AWS::WAFv2::WebACL'))[0]!.Properties;
    });

    it('is a CloudFront web ACL in us-east-1, attached to the distribution across regions', () => {
      expect(synthed.portal.edge.region).toBe('us-east-1');
      expect(acl.Scope).toBe('CLOUDFRONT');
      expect(acl.DefaultAction).toEqual({ Allow: {} });
      expect(dist.WebACLId).toBeDefined();
      // The ARN comes from the edge stack (cross-region reference), not a literal.
      expect(JSON.stringify(dist.WebACLId)).not.toMatch(/^"arn:/);
    });

    it('blocks the 11th report in 5 minutes per API key header and client address with a 429 envelope', () => {
      const [rule] = acl.Rules as Obj[];
      const rate = rule!.Statement.RateBasedStatement;
      expect(rate.Limit).toBe(SWARM_RATE_LIMIT);
      expect(rate.Limit).toBe(10);
      expect(rate.EvaluationWindowSec).toBe(SWARM_RATE_WINDOW_S);
      expect(rate.EvaluationWindowSec).toBe(300);
      expect(rate.AggregateKeyType).toBe('CUSTOM_KEYS');
      expect(rate.CustomKeys).toEqual([
        { Header: { Name: 'headertoken', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } },
        { IP: {} },
      ]);
      const scope = rate.ScopeDownStatement.ByteMatchStatement;
      expect(scope.SearchString).toBe(SWARM_REPORT_PATH);
      expect(scope.TextTransformations).toEqual([{ Priority: 0, Type: 'LOWERCASE' }]);
      expect(scope.FieldToMatch).toEqual({ UriPath: {} });
      expect(rule!.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'TooManyReports',
      });
      expect(JSON.parse(acl.CustomResponseBodies.TooManyReports.Content)).toMatchObject({ ErrorCode: 7 });
      expect(acl.CustomResponseBodies.TooManyReports.Content).toBe(WAF_TOO_MANY_BODY);
    });
  });

  describe('CloudFront behaviours', () => {
    it('routes /home/swarmapi/* to the API (the swarm Lambda) uncached, with no CSP or frame options of its own', () => {
      const b = behaviour('/home/swarmapi/*');
      expect(b.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
      expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
      const api = behaviour('/api/*');
      expect(b.TargetOriginId).toBe(api.TargetOriginId);
      const policies = synthed.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy');
      const ref = (b.ResponseHeadersPolicyId as { Ref: string }).Ref;
      const h = policies[ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(h.ContentSecurityPolicy).toBeUndefined();
      expect(h.FrameOptions).toBeUndefined();
      expect(h.StrictTransportSecurity).toBeDefined();
      // Every other page keeps frame-ancestors 'none'.
      const main = (dist.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref;
      expect(
        flat(
          policies[main]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
            .ContentSecurityPolicy,
        ),
      ).toContain("frame-ancestors 'none'");
    });

    it('forwards the API key header and the viewer address on /api/swarm/*, ahead of /api/*', () => {
      const patterns = (dist.CacheBehaviors as Obj[]).map((b) => b.PathPattern);
      expect(patterns.indexOf('/api/swarm/*')).toBeLessThan(patterns.indexOf('/api/*'));
      const b = behaviour('/api/swarm/*');
      const policies = synthed.templates.web.findResources('AWS::CloudFront::OriginRequestPolicy');
      const cfg =
        policies[(b.OriginRequestPolicyId as { Ref: string }).Ref]!.Properties.OriginRequestPolicyConfig;
      expect(cfg.HeadersConfig.HeaderBehavior).toBe('whitelist');
      expect(cfg.HeadersConfig.Headers).toEqual(
        expect.arrayContaining(['HeaderToken', 'CloudFront-Viewer-Address']),
      );
      expect(cfg.HeadersConfig.Headers).not.toContain('Host');
    });
  });

  describe('API', () => {
    it("serves GET /home/swarmapi/{proxy+} from the swarm form's function, without the JWT authorizer", () => {
      const routes = Object.values(synthed.templates.api.findResources('AWS::ApiGatewayV2::Route'));
      const route = routes.find((r) => r.Properties.RouteKey === 'GET /home/swarmapi/{proxy+}')!;
      expect(route).toBeDefined();
      expect(route.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      const integrations = synthed.templates.api.findResources('AWS::ApiGatewayV2::Integration');
      const target = (route.Properties.Target as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1][1] as {
        Ref: string;
      };
      expect(JSON.stringify(integrations[target.Ref]!.Properties.IntegrationUri)).toContain(
        'SwarmformFunction',
      );
    });

    it('ships the gazetteer with both swarm functions (post codes when Amazon Location finds none)', () => {
      const fns = Object.values(synthed.templates.api.findResources('AWS::Lambda::Function'));
      for (const area of ['swarm', 'swarmform']) {
        const fn = fns.find((f) => f.Properties.Description === `Bee.Watch API area ${area}`)!;
        expect(fn.Properties.Environment.Variables.GAZETTEER_DATA_DIR).toBe('/var/task/gazetteer');
      }
    });
  });
}

import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FORWARDED_HEADERS } from '../../lib/web-stack.js';
import { MEDIA_CONTENT_SECURITY_POLICY, MEDIA_PATH } from '../../lib/security-headers.js';
import { flat, resourcesOf, synthPortal, type SynthedPortal } from '../helpers.js';
import { identityStatements, violations } from '../iam-rules.js';

/** Managed policy ids of CloudFront (AWS documentation, "managed cache/origin request policies"). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';

type Behavior = Record<string, unknown>;
type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Assertions on the web part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function webSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let config: { DefaultCacheBehavior: Behavior; CacheBehaviors: Behavior[]; Origins: Behavior[] } & Behavior;
  beforeAll(() => {
    synthed = portal();
    const [dist] = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Distribution'));
    config = dist.Properties.DistributionConfig;
  });
  const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern)!;
  /** The properties of the web stack's resource a behaviour refers to (`{ Ref }`), by type. */
  const referenced = (type: string, ref: unknown): Obj =>
    synthed.templates.web.findResources(type)[(ref as { Ref: string }).Ref]!.Properties;

  describe('CloudFront distribution', () => {
    it('serves the private bucket through Origin Access Control, not OAI', () => {
      synthed.templates.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
      synthed.templates.web.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
      const s3 = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
      expect(s3?.OriginAccessControlId).toBeDefined();
      expect(s3?.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
      expect(config.DefaultRootObject).toBe('index.html');
    });

    it('routes /api/* to the HTTP API, never stored, all methods, Host rewritten', () => {
      // The other behaviours (the swarm form: /home/swarmapi/*, /api/swarm/*) are tested in suites/swarm.ts.
      const api = behavior('/api/*');
      expect(api.PathPattern).toBe('/api/*');
      // CloudFront forwards Authorization only from the cache key; nothing is kept: the TTLs are 0
      // (the maximum of 1 s is CloudFront's condition for a key) and every answer says no-store.
      const cache = referenced('AWS::CloudFront::CachePolicy', api.CachePolicyId).CachePolicyConfig;
      expect(cache).toMatchObject({ MinTTL: 0, DefaultTTL: 0, MaxTTL: 1 });
      expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
        CookiesConfig: { CookieBehavior: 'all' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      });
      const request = referenced(
        'AWS::CloudFront::OriginRequestPolicy',
        api.OriginRequestPolicyId,
      ).OriginRequestPolicyConfig;
      expect(request.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
      expect(request.CookiesConfig.CookieBehavior).toBe('all');
      expect(request.QueryStringsConfig.QueryStringBehavior).toBe('all');
      expect(api.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']);
      expect(api.ViewerProtocolPolicy).toBe('https-only');
      const origin = config.Origins.find((o) => o.Id === api.TargetOriginId)!;
      expect((origin.CustomOriginConfig as Behavior).OriginProtocolPolicy).toBe('https-only');
      expect(JSON.stringify(origin.DomainName)).toContain('ApiEndpoint');
    });

    it('/api/* forwards CloudFront-Viewer-Address, which the client-address limits count by', () => {
      // The managed AllViewerExceptHostHeader policy forwards viewer headers only; this header is
      // CloudFront's, so without it every limit would count CloudFront's edge address instead.
      for (const pattern of ['/api/*', '/api/swarm/*']) {
        const request = referenced(
          'AWS::CloudFront::OriginRequestPolicy',
          behavior(pattern).OriginRequestPolicyId,
        ).OriginRequestPolicyConfig;
        expect(request.HeadersConfig.HeaderBehavior, pattern).toBe('whitelist');
        expect(request.HeadersConfig.Headers, pattern).toContain('CloudFront-Viewer-Address');
      }
      expect(API_FORWARDED_HEADERS).toContain('CloudFront-Viewer-Address');
    });

    it(`serves user uploads below ${MEDIA_PATH}/ from the media bucket with nosniff, the presigned query forwarded`, () => {
      const media = behavior(`${MEDIA_PATH}/*`);
      const origin = config.Origins.find((o) => o.Id === media.TargetOriginId)!;
      expect(flat(origin.DomainName)).toMatch(/MediaBucket.*RegionalDomainName/);
      // S3 checks the presigned signature itself: CloudFront must not sign the request (no OAC).
      expect(origin.OriginAccessControlId).toBeUndefined();
      expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
      expect(media.CachePolicyId).toBe(CACHING_DISABLED);
      expect(media.AllowedMethods).toEqual(['GET', 'HEAD']);
      expect(media.ViewerProtocolPolicy).toBe('https-only');
      // A custom policy: managed ones drop S3's response-content-type/-disposition parameters.
      const request = referenced(
        'AWS::CloudFront::OriginRequestPolicy',
        media.OriginRequestPolicyId,
      ).OriginRequestPolicyConfig;
      expect(request).toMatchObject({
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
      });
      const headers = referenced('AWS::CloudFront::ResponseHeadersPolicy', media.ResponseHeadersPolicyId)
        .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.ContentSecurityPolicy).toEqual({
        ContentSecurityPolicy: MEDIA_CONTENT_SECURITY_POLICY,
        Override: true,
      });
      // The viewer function gives S3 the path the URL was signed for.
      const [association] = media.FunctionAssociations as Obj[];
      expect(association!.EventType).toBe('viewer-request');
      const fn = referenced('AWS::CloudFront::Function', {
        Ref: (association!.FunctionARN as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0],
      });
      const handler = new Function(`${fn.FunctionCode}; return handler;`)() as (e: unknown) => {
        uri: string;
      };
      expect(handler({ request: { uri: `${MEDIA_PATH}/tracking/01J/image.jpg` } }).uri).toBe(
        '/tracking/01J/image.jpg',
      );
    });

    it('every API function hands out media URLs below that path', () => {
      const fns = synthed.resources.filter(
        (r) =>
          r.type === 'AWS::Lambda::Function' && String(r.props.Description).startsWith('Bee.Watch API area'),
      );
      expect(fns.length).toBeGreaterThan(0);
      for (const f of fns) {
        expect((f.props.Environment as Obj).Variables.MEDIA_URL_BASE, f.id).toBe(MEDIA_PATH);
      }
    });

    it('SPA fallback is a viewer-request function on the S3 behaviour only, never a distribution-wide error page', () => {
      // Custom error responses would turn the API's 401/403 into 200 index.html.
      expect(config.CustomErrorResponses).toBeUndefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
      for (const b of config.CacheBehaviors) {
        if (b.PathPattern !== `${MEDIA_PATH}/*`) expect(b.FunctionAssociations).toBeUndefined();
      }
      const fn = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Function')).find(
        (f) => f.Properties.FunctionConfig.Comment === 'App routes → /index.html',
      )!;
      const code = fn.Properties.FunctionCode as string;
      const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string };
      const route = (uri: string) => handler({ request: { uri } }).uri;
      expect(route('/reporting/list')).toBe('/index.html');
      expect(route('/')).toBe('/index.html');
      expect(route('/hornetpathapp/u-1/aa.bb.cc/bystander/51.24/-0.57')).toBe('/index.html');
      expect(route('/downloadapk/BeeWatch/BeeWatch.apk')).toBe('/index.html');
      expect(route('/home/swarmapi/bwk_key/www.example.org')).toBe('/index.html');
      expect(route('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    });

    it('adds security headers (HSTS, CSP, frame DENY, nosniff) to every behaviour', () => {
      const h = referenced(
        'AWS::CloudFront::ResponseHeadersPolicy',
        config.DefaultCacheBehavior.ResponseHeadersPolicyId,
      ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect(h.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(730 * 24 * 3600);
      expect(h.FrameOptions.FrameOption).toBe('DENY');
      expect(h.ContentTypeOptions.Override).toBe(true);
      expect(flat(h.ContentSecurityPolicy.ContentSecurityPolicy)).toContain("frame-ancestors 'none'");
      for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
        const policy = referenced('AWS::CloudFront::ResponseHeadersPolicy', b.ResponseHeadersPolicyId);
        expect(policy.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentTypeOptions).toEqual({
          Override: true,
        });
      }
    });

    it('web bucket is private, SSL-only, and only the distribution may read it', () => {
      const web = synthed.resources.filter((r) => r.stack === 'web');
      const [policy] = web.filter((r) => r.type === 'AWS::S3::BucketPolicy');
      const allows = (policy.props.PolicyDocument as { Statement: Behavior[] }).Statement.filter(
        (s) => s.Effect === 'Allow',
      );
      expect(allows).toHaveLength(1);
      expect(allows[0].Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(allows[0].Action).toBe('s3:GetObject');
      expect(JSON.stringify(allows[0].Condition)).toContain('AWS:SourceArn');
    });

    it('has no BucketDeployment when web/dist is absent', () => {
      expect(synthed.resources.filter((r) => r.type === 'Custom::CDKBucketDeployment')).toEqual([]);
    });
  });

  describe('web deployment when web/dist exists', () => {
    let template: Template;
    let outdir: string;
    beforeAll(() => {
      const dist = mkdtempSync(join(tmpdir(), 'beewatch-dist-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      writeFileSync(join(dist, 'assets', 'index-abc.js'), '');
      writeFileSync(join(dist, 'uk_fr_neighbours_countries_10m.geojson'), '{}');
      const withDist = synthPortal({ webDist: dist });
      template = withDist.templates.web;
      outdir = (withDist.portal.web.node.root as App).outdir;
    });

    it('deploys immutable assets and no-cache pages without a CloudFront invalidation', () => {
      const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
      expect(deployments).toHaveLength(2);
      const controls = deployments.map((d) => JSON.stringify(d.Properties.SystemMetadata)).sort();
      expect(controls).toEqual([
        JSON.stringify({ 'cache-control': 'no-cache' }),
        JSON.stringify({ 'cache-control': 'public, max-age=31536000, immutable' }),
      ]);
      for (const d of deployments) expect(d.Properties.DistributionId).toBeUndefined();
    });

    it('deploys /config.json with the basemap style URL (map key read at deploy time) beside the pages', () => {
      const pages = Object.values(template.findResources('Custom::CDKBucketDeployment')).find(
        (d) =>
          JSON.stringify(d.Properties.SystemMetadata) === JSON.stringify({ 'cache-control': 'no-cache' }),
      )!;
      expect(pages.Properties.SourceObjectKeys).toHaveLength(2);
      // The key is a deploy-time value: a marker the deployment replaces with the custom resource's Key.
      expect(pages.Properties.SourceMarkers[1]).toEqual({
        '<<marker:0xbaba:0>>': { 'Fn::GetAtt': [expect.stringMatching(/^MapKeyValue/), 'Key'] },
      });
      const staged = readdirSync(outdir).find((d) => existsSync(join(outdir, d, 'config.json')))!;
      expect(JSON.parse(readFileSync(join(outdir, staged, 'config.json'), 'utf8'))).toEqual({
        mapStyleUrl:
          'https://maps.geo.eu-west-2.amazonaws.com/maps/v0/maps/BeeWatch-Web-map/style-descriptor?key=<<marker:0xbaba:0>>',
      });
    });

    it("the deployment's IAM passes the same rules", () => {
      const found = identityStatements(resourcesOf('web', template)).flatMap(({ owner, statement }) =>
        violations(statement).map((v) => `${owner}: ${v}`),
      );
      expect(found).toEqual([]);
    });

    it('leaves the offline basemap out of the uploaded asset', () => {
      const staged = readdirSync(outdir).filter(
        (d) => d.startsWith('asset.') && existsSync(join(outdir, d, 'index.html')),
      );
      expect(staged).toHaveLength(1);
      expect(existsSync(join(outdir, staged[0], 'assets', 'index-abc.js'))).toBe(true);
      expect(existsSync(join(outdir, staged[0], 'uk_fr_neighbours_countries_10m.geojson'))).toBe(false);
    });
  });
}

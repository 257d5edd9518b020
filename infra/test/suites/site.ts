import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config.js';
import { contentSecurityPolicy, HSTS_MAX_AGE_S, securityHeaders } from '../../lib/security-headers.js';
import { flat, synthPortal, testApp, type SynthedPortal } from '../helpers.js';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const SITE_CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';

/** The site: security headers (one definition), TLS and custom domain, the basemap in AWS. */
export function siteSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let dist: Obj;
  beforeAll(() => {
    synthed = portal();
    dist = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig;
  });
  const headersPolicy = () => {
    const policies = synthed.templates.web.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    return policies[(dist.DefaultCacheBehavior.ResponseHeadersPolicyId as { Ref: string }).Ref]!.Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig as Obj;
  };

  describe('security headers (infra/lib/security-headers.ts, shared with the local runtime)', () => {
    it("the CSP names the media bucket's own origin and Amazon Location's map host, no *.amazonaws.com", () => {
      const csp = flat(headersPolicy().ContentSecurityPolicy.ContentSecurityPolicy);
      expect(csp).not.toContain('*.amazonaws.com');
      const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))!;
      for (const name of ['img-src', 'media-src', 'connect-src', 'form-action']) {
        expect(directive(name), name).toMatch(/https:\/\/\S*MediaBucket\S*RegionalDomainName/);
      }
      for (const name of ['img-src', 'connect-src']) {
        expect(directive(name), name).toContain('https://maps.geo.eu-west-2.amazonaws.com');
      }
      expect(directive('media-src')).not.toContain('maps.geo');
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    });

    it('HSTS, nosniff, frame DENY and the referrer policy come from the same definition', () => {
      const h = headersPolicy();
      const local = securityHeaders({ mediaOrigins: [], mapOrigins: [] }, true);
      expect(`max-age=${h.StrictTransportSecurity.AccessControlMaxAgeSec}; includeSubDomains`).toBe(
        local['strict-transport-security'],
      );
      expect(h.StrictTransportSecurity.IncludeSubdomains).toBe(true);
      expect(h.ContentTypeOptions.Override).toBe(true);
      expect(h.FrameOptions.FrameOption).toBe(local['x-frame-options']);
      expect(h.ReferrerPolicy.ReferrerPolicy).toBe(local['referrer-policy']);
    });

    it('securityHeaders: HSTS only over https; the CSP lists exactly the given origins', () => {
      const local = securityHeaders({ mediaOrigins: ['http://127.0.0.1:4311'], mapOrigins: [] }, false);
      expect(local['strict-transport-security']).toBeUndefined();
      expect(local['x-content-type-options']).toBe('nosniff');
      expect(local['content-security-policy']).toContain("connect-src 'self' http://127.0.0.1:4311;");
      expect(HSTS_MAX_AGE_S).toBe(63072000);
      expect(contentSecurityPolicy({ mediaOrigins: [], mapOrigins: [] })).toContain(
        "img-src 'self' data: blob:;",
      );
    });
  });

  describe('TLS and the custom domain (context domainName + certificateArn)', () => {
    it('without them: the *.cloudfront.net address and certificate', () => {
      expect(dist.Aliases).toBeUndefined();
      expect(dist.ViewerCertificate).toBeUndefined();
    });

    it('with them: the alias, its us-east-1 certificate (SNI) and TLS 1.2 minimum; the map key and CORS follow', () => {
      const withDomain = synthPortal({
        context: { domainName: 'portal.bee.watch.example', certificateArn: SITE_CERT },
      });
      const d = Object.values(withDomain.templates.web.findResources('AWS::CloudFront::Distribution'))[0]!
        .Properties.DistributionConfig;
      expect(d.Aliases).toEqual(['portal.bee.watch.example']);
      expect(d.ViewerCertificate).toEqual({
        AcmCertificateArn: SITE_CERT,
        MinimumProtocolVersion: 'TLSv1.2_2021',
        SslSupportMethod: 'sni-only',
      });
      const key = Object.values(withDomain.templates.web.findResources('AWS::Location::APIKey'))[0]!;
      expect(flat(key.Properties.Restrictions.AllowReferers)).toContain('https://portal.bee.watch.example/*');
      withDomain.templates.data.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [Match.objectLike({ AllowedOrigins: ['https://portal.bee.watch.example'] })],
        },
      });
    });

    it('refuses a half or misplaced configuration at synth time', () => {
      const config = (context: Record<string, string>) => () => readConfig(testApp({ context }));
      expect(config({ domainName: 'portal.bee.watch.example' })).toThrow(/go together/);
      expect(
        config({
          domainName: 'portal.bee.watch.example',
          certificateArn: SITE_CERT.replace('us-east-1', 'eu-west-2'),
        }),
      ).toThrow(/us-east-1/);
      expect(config({ apiDomainName: 'api.bee.watch.example', apiCertificateArn: SITE_CERT })).toThrow(
        /eu-west-2/,
      );
      expect(config({ originVerifyGeneration: '0' })).toThrow(/originVerifyGeneration/);
    });
  });

  describe('the basemap (Amazon Location)', () => {
    it("an Esri vector map whose API key may only read that map, from the site's pages", () => {
      const t = synthed.templates.web;
      const [[mapId, map]] = Object.entries(t.findResources('AWS::Location::Map'));
      expect(map!.Properties.Configuration).toEqual({ Style: 'VectorEsriStreets' });
      const [key] = Object.values(t.findResources('AWS::Location::APIKey'));
      const r = key!.Properties.Restrictions;
      expect(r.AllowActions).toEqual(['geo:GetMap*']);
      expect(r.AllowResources).toHaveLength(1);
      expect(flat(r.AllowResources[0])).toBe(`<${mapId}.Arn>`);
      expect(r.AllowReferers).toHaveLength(1);
      expect(flat(r.AllowReferers[0])).toMatch(/^https:\/\/<Distribution[A-Za-z0-9]*\.DomainName>\/\*$/);
    });

    it("the key's value is read by geo:DescribeKey on that key only", () => {
      const t = synthed.templates.web;
      const [cr] = Object.values(t.findResources('Custom::AWS'));
      expect(flat(cr!.Properties.Update)).toContain('DescribeKey');
      const statements = Object.values(t.findResources('AWS::IAM::Policy')).flatMap(
        (p) => p.Properties.PolicyDocument.Statement as Obj[],
      );
      const describe = statements.filter((s) => JSON.stringify(s.Action).includes('geo:'));
      expect(describe).toHaveLength(1);
      expect(describe[0]!.Action).toBe('geo:DescribeKey');
      expect(flat(describe[0]!.Resource)).toMatch(/^<MapKey[A-Za-z0-9]*\.KeyArn>$/);
    });
  });
}

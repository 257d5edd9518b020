import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS, ORIGIN_VERIFY_HEADER } from '../../lib/api-stack.js';
import { flat, synthPortal, type SynthedPortal } from '../helpers.js';

type Res = { Type: string; Properties: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

const API_CERT = 'arn:aws:acm:eu-west-2:123456789012:certificate/11111111-2222-3333-4444-555555555555';

/** CloudFront → API: the secret origin header, the functions' copy of it, the execute-api endpoint. */
export function originVerifySuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let api: Record<string, Res>;
  beforeAll(() => {
    synthed = portal();
    api = synthed.templates.api.toJSON().Resources;
  });
  const fns = () => Object.values(api).filter((r) => r.Type === 'AWS::Lambda::Function');
  const secretRef = (value: unknown) =>
    /\{\{resolve:secretsmanager:(.*):SecretString:::\}\}/.exec(flat(value));

  it('generates the secret in Secrets Manager: 64 letters and digits, header-safe', () => {
    // The other secrets of the api stack: the session cookie key (account function only) and the
    // Met Office DataHub key (beekeeper function only).
    const secrets = Object.entries(api).filter(
      ([id, r]) =>
        r.Type === 'AWS::SecretsManager::Secret' &&
        !id.startsWith('SessionCookieSecret') &&
        !id.startsWith('WeatherApiKeySecret'),
    );
    expect(secrets).toHaveLength(1);
    expect(secrets[0]![0]).toMatch(/^OriginVerifySecret/);
    expect(secrets[0]![1].Properties.GenerateSecretString).toMatchObject({
      PasswordLength: 64,
      ExcludePunctuation: true,
      IncludeSpace: false,
    });
  });

  it('every API function gets ORIGIN_VERIFY_SECRET resolved from that secret; the workers do not', () => {
    const api = fns().filter((f) => String(f.Properties.Description).startsWith('Bee.Watch API area'));
    expect(api).toHaveLength(API_AREAS.length);
    for (const f of api) {
      const ref = secretRef(f.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET);
      expect(ref?.[1]).toMatch(/OriginVerifySecret/);
    }
    const workers = fns().filter((f) => !String(f.Properties.Description).startsWith('Bee.Watch API area'));
    for (const f of workers) expect(f.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET).toBeUndefined();
  });

  it('CloudFront adds the same secret as the x-origin-verify header to the API origin only', () => {
    const [dist] = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Distribution'));
    const origins = dist!.Properties.DistributionConfig.Origins as Res['Properties'][];
    const apiOrigin = origins.find((o) => o.CustomOriginConfig)!;
    expect(ORIGIN_VERIFY_HEADER).toBe('x-origin-verify');
    expect(apiOrigin.OriginCustomHeaders).toHaveLength(1);
    expect(apiOrigin.OriginCustomHeaders[0].HeaderName).toBe('x-origin-verify');
    // The web stack imports the api stack's secret ARN.
    expect(secretRef(apiOrigin.OriginCustomHeaders[0].HeaderValue)?.[1]).toMatch(/OriginVerifySecret/);
    const s3 = origins.find((o) => o.S3OriginConfig)!;
    expect(s3.OriginCustomHeaders).toBeUndefined();
  });

  it('without an API domain the execute-api endpoint stays on (CloudFront needs it), with no custom domain', () => {
    const [httpApi] = Object.values(api).filter((r) => r.Type === 'AWS::ApiGatewayV2::Api');
    expect(httpApi!.Properties.DisableExecuteApiEndpoint ?? false).toBe(false);
    expect(Object.values(api).filter((r) => r.Type === 'AWS::ApiGatewayV2::DomainName')).toEqual([]);
  });

  it('the accepted risk of a reachable API host: every route runs a function that refuses calls without the secret', () => {
    // Whichever host the API answers on (execute-api, or the custom domain, public in DNS and in
    // certificate logs), a direct call skips CloudFront and its WAF. Each integration targets an
    // API function whose lib/http.ts wrapper answers 403 without the secret (the swarm function's
    // public form page is served without it); the calls still count against the stage's throttles.
    const secretFunctions = new Set(
      Object.entries(api)
        .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
        .filter(([, r]) => r.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET !== undefined)
        .map(([id]) => id),
    );
    const integrations = Object.values(api).filter((r) => r.Type === 'AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(API_AREAS.length);
    for (const i of integrations) {
      const target = (i.Properties.IntegrationUri as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
      expect(secretFunctions, target).toContain(target);
    }
    const routes = Object.values(api).filter((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    expect(routes.length).toBeGreaterThan(API_AREAS.length);
    for (const r of routes) expect(flat(r.Properties.Target)).toMatch(/^integrations\//);
    // No route or stage is left without a throttle: the default applies to every route.
    const [stage] = Object.values(api).filter((r) => r.Type === 'AWS::ApiGatewayV2::Stage');
    expect(stage!.Properties.DefaultRouteSettings.ThrottlingRateLimit).toBeGreaterThan(0);
  });

  describe('with context apiDomainName and apiCertificateArn', () => {
    let withDomain: SynthedPortal;
    beforeAll(() => {
      withDomain = synthPortal({
        context: { apiDomainName: 'api.portal.bee.watch.example', apiCertificateArn: API_CERT },
      });
    });

    it('disables the execute-api endpoint and maps the custom domain to the $default stage', () => {
      const t = withDomain.templates.api;
      t.hasResourceProperties('AWS::ApiGatewayV2::Api', { DisableExecuteApiEndpoint: true });
      t.hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
        DomainName: 'api.portal.bee.watch.example',
        DomainNameConfigurations: [{ CertificateArn: API_CERT, EndpointType: 'REGIONAL' }],
      });
      t.resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
      t.hasOutput('ApiDomainTarget', {});
    });

    it('CloudFront reaches the API by that name', () => {
      const [dist] = Object.values(withDomain.templates.web.findResources('AWS::CloudFront::Distribution'));
      const origin = (dist!.Properties.DistributionConfig.Origins as Res['Properties'][]).find(
        (o) => o.CustomOriginConfig,
      )!;
      expect(origin.DomainName).toBe('api.portal.bee.watch.example');
    });

    it('a new originVerifyGeneration is a new secret (so CloudFront and the functions are updated)', () => {
      const next = synthPortal({ context: { originVerifyGeneration: '2' } });
      const ids = Object.keys(next.templates.api.findResources('AWS::SecretsManager::Secret')).filter(
        (id) => !id.startsWith('SessionCookieSecret') && !id.startsWith('WeatherApiKeySecret'),
      );
      expect(ids).toHaveLength(1);
      expect(ids[0]).toMatch(/^OriginVerifySecretG2/);
    });
  });
}

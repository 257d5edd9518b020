import { ROUTES, routeKeyOf, type RouteDef } from '@beewatch/shared';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../lib/api-stack.js';
import { mentions, type SynthedPortal } from '../helpers.js';

/** Variables every function needs: the required keys of functions/src/lib/env.ts plus infra's own. */
const REQUIRED_ENV = [
  'TRACKING_TABLE',
  'ACCOUNT_TABLE',
  'SITE_TABLE',
  'CONTENT_TABLE',
  'SWARM_TOPIC_ARN',
  'SPRAY_TOPIC_ARN',
  'OUTREACH_TOPIC_ARN',
  'SITE_URL',
  'MEDIA_BUCKET',
  'USER_POOL_ID',
  'USER_POOL_CLIENT_ID',
  'SENDER_EMAIL',
  'PLACE_INDEX_NAME',
  'ESCALATION_TOPIC_ARN',
];

type Resource = { Type: string; Properties: Record<string, unknown> };

/** Assertions on the api part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function apiSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  let resources: Record<string, Resource>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  beforeAll(() => {
    synthed = portal();
    resources = synthed.templates.api.toJSON().Resources;
  });

  describe('Lambda functions', () => {
    it('one per distinct area of ROUTES, arm64, Node.js 22, 512 MB, 10 s, traced', () => {
      const fns = ofType('AWS::Lambda::Function');
      expect([...API_AREAS].sort()).toEqual(
        [...new Set((ROUTES as readonly RouteDef[]).map((r) => r.area))].sort(),
      );
      expect(fns).toHaveLength(API_AREAS.length + 3); // + the escalation and alert workers and the erasure job
      expect(fns.map(([, f]) => f.Properties.Description).sort()).toEqual(
        [
          ...API_AREAS.map((a) => `Bee.Watch API area ${a}`),
          'Bee.Watch escalation worker (escalation queue)',
          'Bee.Watch alert worker (swarm, spray and outreach queues)',
          'Bee.Watch erasure job (daily schedule)',
        ].sort(),
      );
      for (const [, fn] of fns) {
        expect(fn.Properties.Architectures).toEqual(['arm64']);
        expect(fn.Properties.Runtime).toBe('nodejs22.x');
        expect(fn.Properties.Handler).toBe('index.handler');
        expect(fn.Properties.MemorySize).toBe(512);
        expect(fn.Properties.Timeout).toBe(10);
        expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
      }
    });

    it('every function has the full environment and no secret in it', () => {
      for (const [, fn] of ofType('AWS::Lambda::Function')) {
        const vars = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(vars)).toEqual(expect.arrayContaining(REQUIRED_ENV));
        expect(vars.SENDER_EMAIL).toBe('no-reply@bee.watch.example');
        // The origin-verify header CloudFront sends is secret-like but no credential; a secret's
        // ARN is a reference the function resolves at run time.
        expect(
          Object.keys(vars).filter(
            (k) => /secret|password|key$/i.test(k) && k !== 'ORIGIN_VERIFY_SECRET' && !/_ARN$/.test(k),
          ),
        ).toEqual([]);
        if (vars.SESSION_COOKIE_SECRET_ARN)
          expect(mentions(vars.SESSION_COOKIE_SECRET_ARN, 'SessionCookieSecret')).toBe(true);
        expect(JSON.stringify(vars)).not.toMatch(/ClientSecret/i);
        expect(mentions(vars.USER_POOL_CLIENT_ID, 'UserPoolPortalClient')).toBe(true);
      }
    });

    it('the workers consume their queues (escalation; swarm and spray alerts) and report failed items one by one', () => {
      const mappings = ofType('AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
      for (const m of mappings) expect(m.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      const pairs = mappings
        .map((m) => {
          const queue = /(Escalation|Swarm|Spray|Outreach)Queue/.exec(JSON.stringify(m.EventSourceArn))?.[1];
          const fn = /(EscalationWorker|AlertWorker)/.exec(JSON.stringify(m.FunctionName))?.[1];
          return `${queue}→${fn}`;
        })
        .sort();
      expect(pairs).toEqual([
        'Escalation→EscalationWorker',
        'Outreach→AlertWorker',
        'Spray→AlertWorker',
        'Swarm→AlertWorker',
      ]);
    });

    it('ships the phone metadata as data beside the functions that check phones, never in a bundle', () => {
      const outdir = (synthed.portal.api.node.root as App).outdir;
      const phoneAreas: Record<string, string> = { profile: 'portal', users: 'portal', swarmform: 'world' };
      for (const [, fn] of ofType('AWS::Lambda::Function')) {
        const area = /^Bee\.Watch API area (\S+)$/.exec(String(fn.Properties.Description))?.[1] ?? '';
        // The staged asset is `asset.<hash>`, the hash being the S3 key CloudFormation deploys.
        const key = (fn.Properties.Code as { S3Key: string }).S3Key;
        const asset = path.join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
        const vars = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        // The metadata is data the first phone check reads, not code every cold start parses: no
        // bundle holds its calling-code table (+44's countries, as JSON or as esbuild prints it).
        const bundle = readFileSync(path.join(asset, 'index.js'), 'utf8');
        expect(/"?44"?:\["GB","GG","IM","JE"\]/.test(bundle)).toBe(false);
        const set = phoneAreas[area];
        if (!set) {
          expect(existsSync(path.join(asset, 'phone'))).toBe(false);
          expect(vars.PHONE_METADATA_DIR).toBeUndefined();
          continue;
        }
        expect(vars.PHONE_METADATA_DIR).toBe('/var/task/phone');
        expect(readdirSync(path.join(asset, 'phone'))).toEqual([`${set}.json`]);
        const metadata = JSON.parse(readFileSync(path.join(asset, 'phone', `${set}.json`), 'utf8'));
        // The world set reads a reporter's phone of any country; the portal set only the registration countries' codes.
        expect(Object.keys(metadata.countries).includes('US')).toBe(set === 'world');
        expect(metadata.countries.GB).toBeDefined();
      }
    });

    it('logs to its own log group kept 30 days', () => {
      const groups = ofType('AWS::Logs::LogGroup').filter(([id]) => !id.startsWith('ApiAccessLogs'));
      expect(groups).toHaveLength(API_AREAS.length + 3);
      for (const [, g] of groups) expect(g.Properties.RetentionInDays).toBe(30);
      for (const [, fn] of ofType('AWS::Lambda::Function')) {
        const ref = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(resources[ref].Type).toBe('AWS::Logs::LogGroup');
      }
    });
  });

  describe('HTTP API routes (from ROUTES)', () => {
    const routeByKey = () =>
      new Map(ofType('AWS::ApiGatewayV2::Route').map(([, r]) => [r.Properties.RouteKey as string, r]));

    it('has exactly one route per ROUTES entry', () => {
      // Besides /api, only the swarm form's page (tested in suites/swarm.ts).
      const apiKeys = [...routeByKey().keys()].filter((k) => k !== 'GET /home/swarmapi/{proxy+}');
      expect(apiKeys.sort()).toEqual((ROUTES as readonly RouteDef[]).map(routeKeyOf).sort());
    });

    it.each((ROUTES as readonly RouteDef[]).map((r) => [routeKeyOf(r), r] as const))(
      '%s: authorizer matches its roles and the target is its area function',
      (key, route) => {
        const r = routeByKey().get(key)!;
        if (route.roles === 'public') {
          expect(r.Properties.AuthorizationType).toBe('NONE');
          expect(r.Properties.AuthorizerId).toBeUndefined();
        } else {
          expect(r.Properties.AuthorizationType).toBe('JWT');
          const id = (r.Properties.AuthorizerId as { Ref: string }).Ref;
          expect(resources[id].Type).toBe('AWS::ApiGatewayV2::Authorizer');
          expect(resources[id].Properties.AuthorizerType).toBe('JWT');
        }
        const integrationId = (r.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })[
          'Fn::Join'
        ][1][1].Ref;
        const uri = resources[integrationId].Properties.IntegrationUri as { 'Fn::GetAtt': string[] };
        const fn = resources[uri['Fn::GetAtt'][0]];
        expect(fn.Properties.Description).toBe(`Bee.Watch API area ${route.area}`);
      },
    );

    it('has one JWT authorizer: Cognito issuer of this region and the app client as audience', () => {
      const authorizers = ofType('AWS::ApiGatewayV2::Authorizer');
      expect(authorizers).toHaveLength(1);
      const jwt = authorizers[0][1].Properties.JwtConfiguration as { Issuer: unknown; Audience: unknown[] };
      const issuer = (jwt.Issuer as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
      expect(issuer[0]).toBe('https://cognito-idp.eu-west-2.amazonaws.com/');
      expect(mentions(issuer[1], 'RefUserPool')).toBe(true);
      expect(jwt.Audience).toHaveLength(1);
      expect(mentions(jwt.Audience[0], 'UserPoolPortalClient')).toBe(true);
    });

    it('throttles the $default stage', () => {
      const [[, stage]] = ofType('AWS::ApiGatewayV2::Stage');
      expect(stage.Properties.StageName).toBe('$default');
      expect(stage.Properties.DefaultRouteSettings).toEqual({
        ThrottlingBurstLimit: 100,
        ThrottlingRateLimit: 50,
      });
    });
  });

  describe('Amazon Location', () => {
    it("place index (Esri, Storage: geocoded points are kept), named in every function env; no map here (the browser's, web stack)", () => {
      const [[, index]] = ofType('AWS::Location::PlaceIndex');
      expect(index.Properties.DataSource).toBe('Esri');
      expect(index.Properties.DataSourceConfiguration).toEqual({ IntendedUse: 'Storage' });
      expect(index.Properties.IndexName).toBe('BeeWatch-Api-places');
      expect(ofType('AWS::Location::Map')).toEqual([]);
      for (const [, fn] of ofType('AWS::Lambda::Function')) {
        const vars = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(vars.PLACE_INDEX_NAME).toBe('BeeWatch-Api-places');
        expect(vars.MAP_NAME).toBeUndefined();
      }
    });
  });
}

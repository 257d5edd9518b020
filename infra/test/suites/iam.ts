import { createRequire } from 'node:module';
import type { RouteArea } from '@beewatch/shared';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS, entryOf } from '../../lib/api-stack.js';
import { LAMBDA_ESBUILD_OPTIONS } from '../../lib/bundling.js';
import {
  COGNITO_SELF_SERVICE_ACTIONS,
  COGNITO_SIGN_IN_ACTIONS,
  COGNITO_USER_ADMIN_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../lib/grants.js';
import { flat, mentions, type SynthedPortal } from '../helpers.js';
import {
  actionsOf,
  identityStatements,
  resourcesOfStatement,
  violations,
  type Statement,
} from '../iam-rules.js';

/** The queue workers and the daily job, by their function description. */
const WORKERS = {
  escalationWorker: 'Bee.Watch escalation worker (escalation queue)',
  alertWorker: 'Bee.Watch alert worker (swarm, spray and outreach queues)',
  erasureJob: 'Bee.Watch erasure job (daily schedule)',
} as const;
type Worker = keyof typeof WORKERS;

/** Entry files of the workers in functions/src/handlers, by worker. */
const WORKER_ENTRIES: Record<Worker, string> = {
  escalationWorker: 'escalation',
  alertWorker: 'alerts',
  erasureJob: 'erasure',
};

/** Every command class the Cognito client exports, e.g. 'AdminCreateUserCommand'. */
const COGNITO_COMMANDS = new Set(
  Object.keys(createRequire(import.meta.url)('@aws-sdk/client-cognito-identity-provider') as object).filter(
    (k) => k.endsWith('Command'),
  ),
);

/**
 * The Cognito actions a function's bundle, built with the deployed options, can send: each
 * Cognito command it constructs (`new <client module>.<Name>Command(`) as `cognito-idp:<Name>`.
 */
async function cognitoActionsSent(entry: string): Promise<string[]> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    ...LAMBDA_ESBUILD_OPTIONS,
    sourcemap: false,
    outfile: 'index.js',
    write: false,
    logLevel: 'error',
  });
  const names = [...outputFiles[0]!.text.matchAll(/new [\w$]+\.(\w+Command)\(/g)].map((m) => m[1]!);
  const sent = new Set(names.filter((n) => COGNITO_COMMANDS.has(n)));
  return [...sent].map((n) => `cognito-idp:${n.slice(0, -'Command'.length)}`).sort();
}

/**
 * The media prefixes each function really uses, per object action (read from functions/src: the
 * S3 commands and presigners of each handler's bundle). Anything more is an unused grant.
 */
const MEDIA_USE: Partial<Record<RouteArea | Worker, Record<string, string[]>>> = {
  tracking: { 's3:GetObject': ['tracking/'], 's3:DeleteObject': ['tracking/'] },
  ingest: {
    's3:GetObject': ['incoming/tracking/'],
    's3:PutObject': ['incoming/tracking/', 'tracking/'],
    's3:DeleteObject': ['incoming/tracking/', 'tracking/'],
  },
  media: { 's3:GetObject': ['tracking/'] },
  swarmform: { 's3:PutObject': ['incoming/swarm/'] },
  swarmphoto: {
    's3:GetObject': ['incoming/swarm/'],
    's3:PutObject': ['swarm/'],
    's3:DeleteObject': ['incoming/swarm/'],
  },
  swarm: { 's3:GetObject': ['swarm/'] },
  content: {
    's3:GetObject': ['apps/', 'incoming/apps/', 'tracking/', 'video/'],
    's3:PutObject': ['apps/', 'incoming/apps/'],
  },
  escalationWorker: { 's3:GetObject': ['tracking/'] },
};

/** Where a topic is published (alerts/publish.ts, escalation/publish.ts), by topic. */
const TOPIC_USE: Partial<Record<RouteArea | Worker, string>> = {
  ingest: 'EscalationTopic',
  swarm: 'SwarmTopic',
  swarmform: 'SwarmTopic',
  swarmphoto: 'SwarmTopic',
  coordination: 'SwarmTopic',
  outreach: 'OutreachTopic',
  sites: 'SprayTopic',
  spraynet: 'SprayTopic',
  inspections: 'SprayTopic',
};
/** Who sends SMS codes or alerts (notify/send.ts). */
const SMS_USE: (RouteArea | Worker)[] = ['account', 'escalationWorker', 'alertWorker'];
/** Who geocodes post codes with Amazon Location (geo/geocode.ts). */
const PLACE_SEARCH_USE: (RouteArea | Worker)[] = [
  'profile',
  'swarm',
  'swarmform',
  'sites',
  'coordination',
  'beekeeper',
];

/** Assertions on the iam part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function iamSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  /** Statements of the role of an area's function (or of a worker, by its description). */
  function statementsOf(area: RouteArea | Worker): Statement[] {
    const api = synthed.resources.filter((r) => r.stack === 'api');
    const description = area in WORKERS ? WORKERS[area as Worker] : `Bee.Watch API area ${area}`;
    const fn = api.find((r) => r.type === 'AWS::Lambda::Function' && r.props.Description === description);
    const roleId = (fn!.props.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    const policies = api.filter((r) => r.type === 'AWS::IAM::Policy' && mentions(r.props.Roles, roleId));
    return identityStatements(policies).map((s) => s.statement);
  }
  const allows = (area: RouteArea | Worker) => statementsOf(area).filter((s) => s.Effect === 'Allow');
  const actions = (area: RouteArea | Worker) => allows(area).flatMap(actionsOf);
  const resourcesFor = (area: RouteArea | Worker, action: string) =>
    allows(area)
      .filter((s) => actionsOf(s).includes(action))
      .flatMap(resourcesOfStatement);
  const everyFunction = [...API_AREAS, ...(Object.keys(WORKERS) as Worker[])];

  /** Media prefixes per object action of one function, e.g. { 's3:GetObject': ['tracking/'] }. */
  function mediaAccess(area: RouteArea | Worker): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const action of ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']) {
      const prefixes = resourcesFor(area, action).map((r) => {
        // The bucket's ARN (a reference to the data stack) then `/<prefix>*`.
        const m = /MediaBucket[^/]*\/(.*)\*$/.exec(flat(r));
        expect(m, `${area} ${action} on ${flat(r)}`).not.toBeNull();
        return m![1]!;
      });
      if (prefixes.length) out[action] = prefixes.sort();
    }
    return out;
  }

  describe('IAM rules (every stack)', () => {
    it('the rule checker catches what it must', () => {
      expect(violations({ Effect: 'Allow', Action: '*', Resource: 'arn:x' })).toHaveLength(1);
      expect(violations({ Effect: 'Allow', Action: 'dynamodb:*', Resource: 'arn:x' })).toHaveLength(1);
      expect(violations({ Effect: 'Allow', Action: 's3:GetObject', Resource: '*' })).toHaveLength(1);
      expect(violations({ Effect: 'Allow', Action: 'sns:Publish', Resource: '*' })).toHaveLength(1);
      expect(violations({ Effect: 'Allow', Action: 's3:GetObject', NotResource: 'arn:x' })).toHaveLength(1);
      expect(violations({ Effect: 'Deny', Action: 's3:*', Resource: '*' })).toEqual([]);
    });

    it('no Allow statement has a wildcard action, NotAction/NotResource, or an undocumented "*" resource', () => {
      const found = identityStatements(synthed.resources).flatMap(({ owner, statement }) =>
        violations(statement).map((v) => `${owner}: ${v}`),
      );
      expect(found).toEqual([]);
      // The checker saw the real policies, including the two documented exceptions.
      const star = identityStatements(synthed.resources).filter((s) =>
        resourcesOfStatement(s.statement).includes('*'),
      );
      expect(new Set(star.flatMap((s) => actionsOf(s.statement)))).toEqual(
        new Set(['sns:Publish', 'xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
      );
    });

    it('resource policies allow nothing to everyone (only TLS denies use a wildcard)', () => {
      const types = ['AWS::S3::BucketPolicy', 'AWS::SQS::QueuePolicy', 'AWS::SNS::TopicPolicy'];
      const policies = synthed.resources.filter((r) => types.includes(r.type));
      expect(policies.length).toBeGreaterThan(0);
      for (const p of policies) {
        for (const s of (p.props.PolicyDocument as { Statement: Statement[] }).Statement) {
          if (s.Effect === 'Allow') {
            expect(JSON.stringify(s.Principal)).not.toMatch(/"\*"/);
            expect(actionsOf(s).filter((a) => a.endsWith(':*'))).toEqual([]);
          } else {
            expect(JSON.stringify(s.Condition)).toMatch(/aws:SecureTransport|s3:TlsVersion/);
          }
        }
      }
    });

    it('every bucket blocks all public access', () => {
      const buckets = synthed.resources.filter((r) => r.type === 'AWS::S3::Bucket');
      // The media and web buckets and each one's access-log bucket.
      expect(buckets.map((b) => b.stack).sort()).toEqual(['data', 'data', 'web', 'web']);
      for (const b of buckets) {
        expect(b.props.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
      }
    });

    it('function roles carry no AWS managed policy', () => {
      const roles = synthed.resources.filter((r) => r.stack === 'api' && r.type === 'AWS::IAM::Role');
      expect(roles).toHaveLength(API_AREAS.length + 3); // + the escalation and alert workers and the erasure job
      for (const role of roles) expect(role.props.ManagedPolicyArns).toBeUndefined();
    });
  });

  describe('per-area grants', () => {
    it('no function may Scan (every request-path read is a Query)', () => {
      for (const area of API_AREAS) expect(actions(area)).not.toContain('dynamodb:Scan');
    });

    /** The Cognito actions of one function, sorted; each on the one user pool. */
    const cognitoActions = (area: RouteArea) => {
      const found = actions(area).filter((a) => a.startsWith('cognito-idp:'));
      for (const a of found) {
        const pool = resourcesFor(area, a);
        expect(pool, `${area} ${a}`).toHaveLength(1);
        expect(mentions(pool[0], 'UserPool')).toBe(true);
      }
      return found.sort();
    };

    /** `area` writes only to `tables` and mentions no other table nor the media bucket. */
    const expectDataOnly = (area: RouteArea, tables: string[]) => {
      const written = resourcesFor(area, 'dynamodb:PutItem');
      expect(written.length).toBeGreaterThan(0);
      expect(written.every((r) => tables.some((t) => mentions(r, t)))).toBe(true);
      for (const other of ['AccountTable', 'SiteTable', 'TrackingTable', 'ContentTable', 'MediaBucket'])
        if (!tables.includes(other))
          expect(mentions(statementsOf(area), other), `${area} ${other}`).toBe(false);
    };

    it('every function is granted exactly the Cognito actions its bundle sends', async () => {
      const functions: [RouteArea | Worker, string][] = [
        ...API_AREAS.map((a): [RouteArea, string] => [a, entryOf(a)]),
        ...(Object.entries(WORKER_ENTRIES) as [Worker, string][]).map(([w, file]): [Worker, string] => [
          w,
          entryOf(file as RouteArea),
        ]),
      ];
      const sent = await Promise.all(functions.map(([, entry]) => cognitoActionsSent(entry)));
      // The sign-in function sends at least the password check: the scan sees the bundles' calls.
      expect(sent[functions.findIndex(([fn]) => fn === 'account')]).toContain(
        'cognito-idp:AdminInitiateAuth',
      );
      functions.forEach(([fn], i) => {
        const granted = [...new Set(actions(fn).filter((a) => a.startsWith('cognito-idp:')))].sort();
        expect(granted, fn).toEqual(sent[i]);
      });
    }, 120_000);

    it('account (sign-in, recovery): account table, sign-in Cognito actions only, SES on the identity, SMS', () => {
      expectDataOnly('account', ['AccountTable']);
      expect(cognitoActions('account')).toEqual([...COGNITO_SIGN_IN_ACTIONS].sort());
      // The public sign-in function can neither create nor delete nor edit a user.
      for (const a of ['AdminCreateUser', 'AdminDeleteUser', 'AdminUpdateUserAttributes', 'AdminEnableUser'])
        expect(actions('account')).not.toContain(`cognito-idp:${a}`);
      const ses = resourcesFor('account', 'ses:SendEmail');
      expect(ses).toHaveLength(1);
      expect(mentions(ses[0], ':identity/')).toBe(true);
      const sms = statementsOf('account').find((s) => s.Sid === 'SmsToPhoneNumbersHasNoResourceArn');
      expect(sms?.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': { Ref: 'AWS::Region' } } });
    });

    it('profile (registration, My Profile): account and site tables, self-service Cognito actions, SES', () => {
      expectDataOnly('profile', ['AccountTable', 'SiteTable']);
      expect(cognitoActions('profile')).toEqual([...COGNITO_SELF_SERVICE_ACTIONS].sort());
      for (const a of [
        'AdminInitiateAuth',
        'DescribeUserPoolClient',
        'AdminEnableUser',
        'AdminRemoveUserFromGroup',
      ])
        expect(actions('profile')).not.toContain(`cognito-idp:${a}`);
      expect(resourcesFor('profile', 'ses:SendEmail')).toHaveLength(1);
    });

    it('users (administration): account and site tables, user-admin Cognito actions, SES; no sign-in', () => {
      expectDataOnly('users', ['AccountTable', 'SiteTable']);
      expect(cognitoActions('users')).toEqual([...COGNITO_USER_ADMIN_ACTIONS].sort());
      for (const a of ['AdminInitiateAuth', 'DescribeUserPoolClient', 'ListUsers'])
        expect(actions('users')).not.toContain(`cognito-idp:${a}`);
      expect(resourcesFor('users', 'ses:SendEmail')).toHaveLength(1);
    });

    it('guides (the only function that sanitizes HTML): the content table only', () => {
      expectDataOnly('guides', ['ContentTable']);
      // Besides its own logs and traces, which every function has.
      expect(new Set(actions('guides').map((a) => a.split(':')[0]))).toEqual(
        new Set(['dynamodb', 'logs', 'xray']),
      );
    });

    it('only the account function reads the session cookie secret, only the beekeeper function the weather key', () => {
      expect(actions('account')).toContain('secretsmanager:GetSecretValue');
      expect(mentions(resourcesFor('account', 'secretsmanager:GetSecretValue'), 'SessionCookieSecret')).toBe(
        true,
      );
      expect(actions('beekeeper')).toContain('secretsmanager:GetSecretValue');
      const weather = resourcesFor('beekeeper', 'secretsmanager:GetSecretValue');
      expect(mentions(weather, 'WeatherApiKeySecret')).toBe(true);
      expect(mentions(weather, 'SessionCookieSecret')).toBe(false);
      for (const area of API_AREAS.filter((a) => a !== 'account' && a !== 'beekeeper'))
        expect(actions(area)).not.toContain('secretsmanager:GetSecretValue');
    });

    it('tracking: tracking table read/write, media under tracking/ only; account data read only', () => {
      expect(actions('tracking')).toEqual(
        expect.arrayContaining([...TABLE_WRITE_ACTIONS, 's3:DeleteObject']),
      );
      expect(resourcesFor('tracking', 'dynamodb:PutItem').every((r) => mentions(r, 'TrackingTable'))).toBe(
        true,
      );
      // The tracking history reads uploaders' first names (profiles) and never writes account data.
      expect(resourcesFor('tracking', 'dynamodb:UpdateItem').some((r) => mentions(r, 'AccountTable'))).toBe(
        false,
      );
      expect(actions('tracking').filter((a) => a.startsWith('cognito-idp:') || a.startsWith('ses:'))).toEqual(
        [],
      );
      expect(actions('tracking')).not.toContain('s3:PutObject');
    });

    it('media: read-only on the tracking table and media bucket', () => {
      const writes = actions('media').filter(
        (a) => TABLE_WRITE_ACTIONS.includes(a) || /^s3:(Put|Delete)/.test(a) || a.startsWith('sns:'),
      );
      expect(writes).toEqual([]);
      expect(actions('media')).toEqual(expect.arrayContaining(['dynamodb:Query', 's3:GetObject']));
      expect(mentions(statementsOf('media'), 'AccountTable')).toBe(false);
    });
  });

  describe('least privilege: only what each function calls (absence of unused grants)', () => {
    it('media bucket: object actions only on the prefixes each function uses, never the whole bucket', () => {
      for (const fn of everyFunction) {
        expect(mediaAccess(fn), fn).toEqual(MEDIA_USE[fn] ?? {});
      }
    });

    it('a function that reads media may list only its read prefixes (404 for a missing key)', () => {
      for (const fn of everyFunction) {
        const list = allows(fn).filter((s) => actionsOf(s).includes('s3:ListBucket'));
        const reads = MEDIA_USE[fn]?.['s3:GetObject'] ?? [];
        expect(list.length, fn).toBe(reads.length ? 1 : 0);
        if (reads.length) {
          const prefixes = (list[0]!.Condition?.StringLike?.['s3:prefix'] ?? []) as string[];
          expect([...prefixes].sort(), fn).toEqual(reads.map((p) => `${p}*`).sort());
          expect(Object.keys(list[0]!.Condition!)).toEqual(['StringLike']);
        }
      }
    });

    it('the tracking function has no topic publish, place search, map read or media write', () => {
      // It reads media only to presign a user's own evidence (tracking history), under tracking/.
      const unused = actions('tracking').filter(
        (a) => a.startsWith('sns:') || a.startsWith('geo:') || ['s3:PutObject'].includes(a),
      );
      expect(unused).toEqual([]);
    });

    it("no function reads the map (the browser's API key does); place search only where post codes are geocoded", () => {
      for (const fn of everyFunction) {
        expect(
          actions(fn).filter((a) => a.startsWith('geo:GetMap')),
          fn,
        ).toEqual([]);
        const search = actions(fn).filter((a) => a.startsWith('geo:Search'));
        expect(search.length > 0, fn).toBe(PLACE_SEARCH_USE.includes(fn));
      }
    });

    it('topic publish only on the topic a function publishes to; SMS publish is denied on every topic', () => {
      for (const fn of everyFunction) {
        const publish = resourcesFor(fn, 'sns:Publish');
        const topics = publish.filter((r) => r !== '*');
        expect(topics.length, fn).toBe(TOPIC_USE[fn] ? 1 : 0);
        if (TOPIC_USE[fn]) expect(mentions(topics[0], TOPIC_USE[fn]!), fn).toBe(true);
        expect(publish.includes('*'), fn).toBe(SMS_USE.includes(fn));
        if (SMS_USE.includes(fn)) {
          const deny = statementsOf(fn).find(
            (s) => s.Effect === 'Deny' && actionsOf(s).includes('sns:Publish'),
          );
          expect(flat(deny?.Resource), fn).toBe('arn:<AWS::Partition>:sns:*');
        }
      }
    });

    it('DynamoDB indexes are named one by one (no index/* wildcard)', () => {
      const star = identityStatements(synthed.resources)
        .flatMap((s) => resourcesOfStatement(s.statement))
        .map(flat)
        .filter((r) => r.includes('/index/*'));
      expect(star).toEqual([]);
    });
  });
}

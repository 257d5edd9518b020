import type { RouteArea } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../lib/api-stack.js';
import { COGNITO_ADMIN_ACTIONS, TABLE_WRITE_ACTIONS } from '../../lib/grants.js';
import { mentions, type SynthedPortal } from '../helpers.js';
import {
  actionsOf,
  identityStatements,
  resourcesOfStatement,
  violations,
  type Statement,
} from '../iam-rules.js';

/** Assertions on the iam part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function iamSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  /** Allow statements of the role of an area's function. */
  function statementsOf(area: RouteArea): Statement[] {
    const api = synthed.resources.filter((r) => r.stack === 'api');
    const fn = api.find(
      (r) => r.type === 'AWS::Lambda::Function' && r.props.Description === `Bee.Watch API area ${area}`,
    );
    const roleId = (fn!.props.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
    const policies = api.filter((r) => r.type === 'AWS::IAM::Policy' && mentions(r.props.Roles, roleId));
    return identityStatements(policies).map((s) => s.statement);
  }
  const actions = (area: RouteArea) => statementsOf(area).flatMap(actionsOf);
  const resourcesFor = (area: RouteArea, action: string) =>
    statementsOf(area)
      .filter((s) => actionsOf(s).includes(action))
      .flatMap(resourcesOfStatement);

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
      expect(buckets.map((b) => b.stack).sort()).toEqual(['data', 'web']);
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

    it('account: account table read/write, Cognito admin on the pool, SES on the identity, SMS', () => {
      // Issue 6: saving a bystander's profile also writes their home point to the site table.
      expect(
        resourcesFor('account', 'dynamodb:PutItem').every(
          (r) => mentions(r, 'AccountTable') || mentions(r, 'SiteTable'),
        ),
      ).toBe(true);
      expect(mentions(statementsOf('account'), 'TrackingTable')).toBe(false);
      expect(mentions(statementsOf('account'), 'MediaBucket')).toBe(false);
      for (const a of COGNITO_ADMIN_ACTIONS) expect(actions('account')).toContain(a);
      const pool = resourcesFor('account', 'cognito-idp:AdminInitiateAuth');
      expect(pool).toHaveLength(1);
      expect(mentions(pool[0], 'UserPool')).toBe(true);
      const ses = resourcesFor('account', 'ses:SendEmail');
      expect(ses).toHaveLength(1);
      expect(mentions(ses[0], ':identity/')).toBe(true);
      const sms = statementsOf('account').find((s) => s.Sid === 'SmsToPhoneNumbersHasNoResourceArn');
      expect(sms?.Condition).toEqual({ StringEquals: { 'aws:RequestedRegion': { Ref: 'AWS::Region' } } });
    });

    it('only the account function reads the session cookie secret', () => {
      expect(actions('account')).toContain('secretsmanager:GetSecretValue');
      for (const area of API_AREAS.filter((a) => a !== 'account'))
        expect(actions(area)).not.toContain('secretsmanager:GetSecretValue');
    });

    it('tracking: tracking table read/write, media read + delete, escalation publish; no account data', () => {
      expect(actions('tracking')).toEqual(
        expect.arrayContaining([...TABLE_WRITE_ACTIONS, 's3:DeleteObject']),
      );
      expect(resourcesFor('tracking', 'dynamodb:PutItem').every((r) => mentions(r, 'TrackingTable'))).toBe(
        true,
      );
      expect(mentions(statementsOf('tracking'), 'AccountTable')).toBe(false);
      expect(actions('tracking').filter((a) => a.startsWith('cognito-idp:') || a.startsWith('ses:'))).toEqual(
        [],
      );
      expect(actions('tracking')).not.toContain('s3:PutObject');
      const publish = resourcesFor('tracking', 'sns:Publish');
      expect(publish).toHaveLength(1);
      expect(mentions(publish[0], 'EscalationTopic')).toBe(true);
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
}

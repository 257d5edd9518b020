import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../lib/config.js';
import { CHANNELS, MAX_RECEIVE_COUNT, MessagingStack } from '../../lib/messaging-stack.js';
import { resourcesOf, testApp, type SynthedPortal } from '../helpers.js';

/** Assertions on the messaging part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function messagingSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  type Res = { Properties: Record<string, unknown> };

  describe('SNS → SQS notification channels', () => {
    it('has one topic per channel, each SSL-only', () => {
      const t = synthed.templates.messaging;
      // + the operators' alarm topic
      expect(Object.keys(t.findResources('AWS::SNS::Topic'))).toHaveLength(CHANNELS.length + 1);
      expect(Object.keys(t.findResources('AWS::SNS::TopicPolicy'))).toHaveLength(CHANNELS.length + 1);
    });

    it('subscribes one encrypted queue per topic with raw delivery off', () => {
      const t = synthed.templates.messaging.toJSON().Resources as Record<string, Res & { Type: string }>;
      const subs = Object.values(t).filter((r) => r.Type === 'AWS::SNS::Subscription');
      expect(subs).toHaveLength(CHANNELS.length);
      for (const sub of subs) {
        expect(sub.Properties.Protocol).toBe('sqs');
        expect(sub.Properties.RawMessageDelivery ?? false).toBe(false);
        const queueId = (sub.Properties.Endpoint as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0];
        expect(t[queueId].Type).toBe('AWS::SQS::Queue');
        const redrive = t[queueId].Properties.RedrivePolicy as {
          maxReceiveCount: number;
          deadLetterTargetArn: { 'Fn::GetAtt': string[] };
        };
        expect(redrive.maxReceiveCount).toBe(MAX_RECEIVE_COUNT);
        const dlqId = redrive.deadLetterTargetArn['Fn::GetAtt'][0];
        expect(t[dlqId].Type).toBe('AWS::SQS::Queue');
        expect(dlqId).not.toBe(queueId);
      }
    });

    it('every queue (including DLQs) uses SSE and denies non-TLS access', () => {
      const queues = Object.values(synthed.templates.messaging.findResources('AWS::SQS::Queue'));
      expect(queues).toHaveLength(CHANNELS.length * 2);
      for (const q of queues) expect(q.Properties.SqsManagedSseEnabled).toBe(true);
      const policies = Object.values(synthed.templates.messaging.findResources('AWS::SQS::QueuePolicy'));
      for (const p of policies) {
        expect(JSON.stringify(p.Properties.PolicyDocument)).toContain('"aws:SecureTransport":"false"');
      }
      expect(policies).toHaveLength(CHANNELS.length * 2);
    });
  });

  describe('SES sender identity', () => {
    it('defaults to no-reply@bee.watch.example', () => {
      synthed.templates.messaging.resourceCountIs('AWS::SES::EmailIdentity', 1);
      synthed.templates.messaging.hasResourceProperties('AWS::SES::EmailIdentity', {
        EmailIdentity: 'no-reply@bee.watch.example',
      });
    });

    it('takes senderEmail / senderDomain from context', () => {
      const app = testApp({
        context: { senderEmail: 'alerts@hornets.example.org', senderDomain: 'hornets.example.org' },
      });
      const config = readConfig(app);
      const stack = new MessagingStack(app, 'M', {
        senderEmail: config.senderEmail,
        senderDomain: config.senderDomain,
      });
      const identities = resourcesOf('m', Template.fromStack(stack)).filter(
        (r) => r.type === 'AWS::SES::EmailIdentity',
      );
      expect(identities.map((r) => r.props.EmailIdentity)).toEqual(['hornets.example.org']);
      expect(stack.senderEmail).toBe('alerts@hornets.example.org');
    });

    it('rejects a malformed senderEmail or one outside senderDomain at synth time', () => {
      expect(() => readConfig(testApp({ context: { senderEmail: 'not-an-email' } }))).toThrow(/senderEmail/);
      expect(() =>
        readConfig(testApp({ context: { senderEmail: 'a@b.example', senderDomain: 'c.example' } })),
      ).toThrow(/senderDomain/);
    });
  });
}

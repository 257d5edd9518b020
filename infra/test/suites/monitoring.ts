import { beforeAll, describe, expect, it } from 'vitest';
import { API_AREAS } from '../../lib/api-stack.js';
import { CHANNELS } from '../../lib/messaging-stack.js';
import { flat, synthPortal, type SynthedPortal } from '../helpers.js';

type Res = { Type: string; Properties: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Alarms (DLQs, Lambda errors and throttles, API and CloudFront 5xx) and access logs. */
export function monitoringSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  const resources = (stack: keyof SynthedPortal['templates']) =>
    Object.entries(synthed.templates[stack].toJSON().Resources as Record<string, Res>);
  const alarms = (stack: keyof SynthedPortal['templates']) =>
    resources(stack).filter(([, r]) => r.Type === 'AWS::CloudWatch::Alarm');
  beforeAll(() => {
    synthed = portal();
  });

  /** Every alarm notifies its region's alarm topic and treats no data (no traffic) as fine. */
  function expectNotifies(stack: keyof SynthedPortal['templates']) {
    for (const [id, a] of alarms(stack)) {
      expect(a.Properties.AlarmActions, id).toHaveLength(1);
      expect(flat(a.Properties.AlarmActions[0]), id).toContain('AlarmTopic');
      expect(a.Properties.TreatMissingData).toBe('notBreaching');
      expect(a.Properties.EvaluationPeriods).toBe(1);
      expect(a.Properties.Period).toBe(300);
    }
  }

  describe('alarms', () => {
    it('one per dead-letter queue: any visible message raises it', () => {
      const dlq = alarms('messaging');
      expect(dlq).toHaveLength(CHANNELS.length);
      const queues = resources('messaging').filter(([id]) => /DeadLetterQueue[0-9A-F]+$/.test(id));
      for (const [qid] of queues) {
        const alarm = dlq.find(([, a]) => flat(a.Properties.Dimensions).includes(qid));
        expect(alarm, qid).toBeDefined();
        expect(alarm![1].Properties).toMatchObject({
          MetricName: 'ApproximateNumberOfMessagesVisible',
          Namespace: 'AWS/SQS',
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        });
      }
      expectNotifies('messaging');
    });

    it('errors and throttles of every function, and 5xx of the HTTP API', () => {
      const api = alarms('api');
      const fns = resources('api').filter(([, r]) => r.Type === 'AWS::Lambda::Function');
      expect(fns).toHaveLength(API_AREAS.length + 3);
      for (const [fid] of fns) {
        for (const metric of ['Errors', 'Throttles']) {
          const found = api.filter(
            ([, a]) =>
              a.Properties.MetricName === metric &&
              a.Properties.Namespace === 'AWS/Lambda' &&
              flat(a.Properties.Dimensions).includes(fid),
          );
          expect(found, `${fid} ${metric}`).toHaveLength(1);
          expect(found[0]![1].Properties.Threshold).toBe(1);
        }
      }
      const fivexx = api.filter(([, a]) => a.Properties.MetricName === '5xx');
      expect(fivexx).toHaveLength(1);
      expect(fivexx[0]![1].Properties).toMatchObject({
        Namespace: 'AWS/ApiGateway',
        Statistic: 'Sum',
        Threshold: 1,
      });
      expect(api).toHaveLength(fns.length * 2 + 1);
      expectNotifies('api');
    });

    it("CloudFront's 5xx rate in us-east-1 (where its metrics are), on the web stack's distribution", () => {
      expect(synthed.portal.edgeAlarms.region).toBe('us-east-1');
      const [[, alarm], ...rest] = alarms('edgeAlarms');
      expect(rest).toEqual([]);
      expect(alarm!.Properties).toMatchObject({
        Namespace: 'AWS/CloudFront',
        MetricName: '5xxErrorRate',
        Threshold: 5,
      });
      expect(flat(alarm!.Properties.Dimensions)).toContain('Global');
      expectNotifies('edgeAlarms');
    });

    it("context alarmEmail subscribes the operators to both regions' alarm topics", () => {
      const withEmail = synthPortal({ context: { alarmEmail: 'ops@bee.watch.example' } });
      for (const stack of ['messaging', 'edgeAlarms'] as const) {
        withEmail.templates[stack].hasResourceProperties('AWS::SNS::Subscription', {
          Protocol: 'email',
          Endpoint: 'ops@bee.watch.example',
        });
      }
    });
  });

  describe('access logs', () => {
    it('the HTTP API stage logs every request as JSON to a log group kept a year', () => {
      const [[, stage]] = resources('api').filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Stage');
      const settings = stage!.Properties.AccessLogSettings;
      const group = resources('api').find(([id]) => flat(settings.DestinationArn).includes(id))!;
      expect(group[1].Type).toBe('AWS::Logs::LogGroup');
      expect(group[1].Properties.RetentionInDays).toBe(365);
      const format = JSON.parse(settings.Format);
      expect(format).toMatchObject({ requestId: '$context.requestId', ip: '$context.identity.sourceIp' });
    });

    it('the media bucket logs to its access-log bucket; CloudFront logs to a bucket of its own', () => {
      const media = resources('data').find(([id]) => id.startsWith('MediaBucket') && !id.includes('Policy'))!;
      const logs = resources('data').find(
        ([id, r]) => id.startsWith('AccessLogBucket') && r.Type === 'AWS::S3::Bucket',
      )!;
      expect(media[1].Properties.LoggingConfiguration.LogFilePrefix).toBe('media/');
      expect(flat(media[1].Properties.LoggingConfiguration.DestinationBucketName)).toContain(logs[0]);
      const [dist] = Object.values(synthed.templates.web.findResources('AWS::CloudFront::Distribution'));
      const logging = dist!.Properties.DistributionConfig.Logging;
      expect(logging.Prefix).toBe('cloudfront/');
      expect(flat(logging.Bucket)).toContain('CloudFrontLogBucket');
    });
  });
}

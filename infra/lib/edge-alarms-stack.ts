import { Stack, type StackProps } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { ALARM_PERIOD, CLOUDFRONT_5XX_RATE, alarmOn, alarmTopic } from './monitoring.js';

/** Props of {@link EdgeAlarmsStack}. */
export interface EdgeAlarmsStackProps extends StackProps {
  /** The web stack's distribution (cross-region reference). */
  distributionId: string;
  alarmEmail?: string;
}

/**
 * CloudFront's alarms: its metrics exist only in us-east-1, and an alarm's action must be in the
 * alarm's region, so this stack holds the alarm and an alarm topic of its own. It comes after the
 * web stack (it needs the distribution id), unlike the edge stack that the web stack needs.
 */
export class EdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: EdgeAlarmsStackProps) {
    super(scope, id, props);
    const topic = alarmTopic(this, props.alarmEmail);
    alarmOn(
      this,
      'CloudFront5xxAlarm',
      new Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        period: ALARM_PERIOD,
        statistic: 'Average',
      }),
      `CloudFront: at least ${CLOUDFRONT_5XX_RATE} % of answers are 5xx (origin or edge failures)`,
      topic,
      CLOUDFRONT_5XX_RATE,
    );
  }
}

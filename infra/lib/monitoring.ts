import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** Period of every alarm: one 5-minute period at or over the threshold raises it. */
export const ALARM_PERIOD = Duration.minutes(5);

/** CloudFront 5xx error rate (%) over a period that raises its alarm. */
export const CLOUDFRONT_5XX_RATE = 5;

/**
 * The operators' alarm topic of one region (alarm actions must be in the alarm's region), with
 * the optional email subscription (context `alarmEmail`; the address confirms it once).
 */
export function alarmTopic(scope: Construct, email: string | undefined): Topic {
  const topic = new Topic(scope, 'AlarmTopic', { displayName: 'Bee.Watch alarms', enforceSSL: true });
  if (email) topic.addSubscription(new EmailSubscription(email));
  return topic;
}

/** An alarm when `metric` reaches `threshold` in one period; missing data (no traffic) is fine. */
export function alarmOn(
  scope: Construct,
  id: string,
  metric: IMetric,
  description: string,
  topic: ITopic,
  threshold = 1,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    alarmDescription: description,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

/** A message waiting in a dead-letter queue: a send failed MAX_RECEIVE_COUNT times (README "Redrive"). */
export function deadLetterAlarm(scope: Construct, id: string, queue: IQueue, topic: ITopic): Alarm {
  return alarmOn(
    scope,
    id,
    queue.metricApproximateNumberOfMessagesVisible({ period: ALARM_PERIOD, statistic: 'Maximum' }),
    `Messages in ${id.replace(/Alarm$/, '')}: failed notifications wait for a redrive (README)`,
    topic,
  );
}

/** Errors and throttles of one function, each its own alarm. */
export function functionAlarms(scope: Construct, id: string, fn: IFunction, topic: ITopic): Alarm[] {
  return [
    alarmOn(
      scope,
      `${id}ErrorsAlarm`,
      fn.metricErrors({ period: ALARM_PERIOD, statistic: 'Sum' }),
      `${id}: invocation errors (unhandled exceptions, timeouts)`,
      topic,
    ),
    alarmOn(
      scope,
      `${id}ThrottlesAlarm`,
      fn.metricThrottles({ period: ALARM_PERIOD, statistic: 'Sum' }),
      `${id}: throttled invocations (account concurrency reached)`,
      topic,
    ),
  ];
}

import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { alarmTopic, deadLetterAlarm } from './monitoring.js';

/** Notification channels fanned out through SNS → SQS (ARCHITECTURE.md "Shape"). */
export const CHANNELS = ['Escalation', 'Swarm', 'Spray', 'Outreach'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Receives before a message moves to the dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;

/** Props of {@link MessagingStack}. */
export interface MessagingStackProps extends StackProps {
  senderEmail: string;
  /** When set, SES verifies the whole domain (DKIM) instead of the single address. */
  senderDomain?: string;
  /** Subscribed to the region's alarm topic when set. */
  alarmEmail?: string;
}

/**
 * SNS topics for escalation, swarm and spray notifications and the administrators' outreach (CRM
 * mail, swarm thank-yous: a bulk send never delays swarm alerts), each delivered to an encrypted SQS
 * queue with a dead-letter queue, and the SES identity that sends the portal's email.
 */
export class MessagingStack extends Stack {
  readonly topics: Record<Channel, Topic>;
  readonly queues: Record<Channel, Queue>;
  readonly emailIdentity: EmailIdentity;
  readonly senderEmail: string;
  readonly deadLetterQueues: Record<Channel, Queue>;
  /** The operators' alarm topic of the portal's region (also used by the api stack's alarms). */
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    this.senderEmail = props.senderEmail;
    this.alarmTopic = alarmTopic(this, props.alarmEmail);
    const deadLetterQueues = {} as Record<Channel, Queue>;
    const topics = {} as Record<Channel, Topic>;
    const queues = {} as Record<Channel, Queue>;
    for (const channel of CHANNELS) {
      const topic = new Topic(this, `${channel}Topic`, {
        displayName: `Bee.Watch ${channel}`,
        enforceSSL: true,
      });
      const deadLetterQueue = new Queue(this, `${channel}DeadLetterQueue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      const queue = new Queue(this, `${channel}Queue`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // Lambda's guidance: at least 6 × the consumer timeout (10 s).
        visibilityTimeout: Duration.seconds(60),
        deadLetterQueue: { queue: deadLetterQueue, maxReceiveCount: MAX_RECEIVE_COUNT },
      });
      // Raw delivery off: consumers get the SNS envelope, the same shape as the local outbox.
      topic.addSubscription(new SqsSubscription(queue, { rawMessageDelivery: false }));
      topics[channel] = topic;
      queues[channel] = queue;
      deadLetterQueues[channel] = deadLetterQueue;
      deadLetterAlarm(this, `${channel}DeadLetterQueueAlarm`, deadLetterQueue, this.alarmTopic);
      new CfnOutput(this, `${channel}TopicArn`, { value: topic.topicArn });
      // For the redrive (README "Redriving a dead-letter queue").
      new CfnOutput(this, `${channel}DeadLetterQueueArn`, { value: deadLetterQueue.queueArn });
    }
    this.topics = topics;
    this.queues = queues;
    this.deadLetterQueues = deadLetterQueues;

    this.emailIdentity = new EmailIdentity(this, 'SenderIdentity', {
      identity: props.senderDomain ? Identity.domain(props.senderDomain) : Identity.email(props.senderEmail),
    });
    new CfnOutput(this, 'SenderEmail', { value: props.senderEmail });
  }
}

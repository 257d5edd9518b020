/**
 * The function environment (functions/src/lib/env.ts) for unit tests that mock the AWS clients:
 * names only, no stand-in is reached. Tests assign it to process.env before the code under test
 * first calls env().
 */
export const UNIT_TEST_ENV = {
  AWS_REGION: 'eu-west-2',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  TRACKING_TABLE: 'TrackingTable',
  ACCOUNT_TABLE: 'AccountTable',
  SITE_TABLE: 'SiteTable',
  CONTENT_TABLE: 'ContentTable',
  MEDIA_BUCKET: 'media',
  USER_POOL_ID: 'pool',
  USER_POOL_CLIENT_ID: 'client',
  ESCALATION_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:escalation',
  SWARM_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:swarm',
  SPRAY_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:spray',
  OUTREACH_TOPIC_ARN: 'arn:aws:sns:eu-west-2:000000000000:outreach',
  SITE_URL: 'http://localhost:3000',
  SENDER_EMAIL: 'no-reply@example.org',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
} as const;

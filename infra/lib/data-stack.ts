import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  Billing,
  type CfnGlobalTable,
  ProjectionType,
  TableV2,
  type ITableV2,
} from 'aws-cdk-lib/aws-dynamodb';
import { Bucket, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { PRIVATE_BUCKET } from './buckets.js';
import { acknowledge } from './nag.js';
import { ACCOUNT_TABLE, CONTENT_TABLE, SITE_TABLE, TRACKING_TABLE, type TableDesign } from './tables.js';

/** Days S3 server access logs of the media bucket are kept. */
export const ACCESS_LOG_DAYS = 365;

/** Props of {@link DataStack}. */
export interface DataStackProps extends StackProps {
  /** Browser origins allowed to use presigned URLs on the media bucket. */
  siteOrigins: string[];
}

/**
 * Stateful resources (DynamoDB tables from tables.ts, the S3 media bucket). Kept apart from the
 * compute stacks so those can be destroyed and redeployed freely; everything here is retained.
 */
export class DataStack extends Stack {
  readonly trackingTable: ITableV2;
  readonly accountTable: ITableV2;
  readonly siteTable: ITableV2;
  readonly contentTable: ITableV2;
  readonly mediaBucket: Bucket;
  /** S3 server access logs of the media bucket (prefix `media/`). */
  readonly accessLogBucket: Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.trackingTable = this.table(TRACKING_TABLE);
    this.accountTable = this.table(ACCOUNT_TABLE);
    this.siteTable = this.table(SITE_TABLE);
    this.contentTable = this.table(CONTENT_TABLE);

    this.accessLogBucket = new Bucket(this, 'AccessLogBucket', {
      // SSE-S3, which S3 log delivery requires.
      ...PRIVATE_BUCKET,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_DAYS) }],
    });
    acknowledge(this.accessLogBucket, {
      id: 'AwsSolutions-S1',
      reason: 'The access-log bucket itself: logging its writes would log the log deliveries.',
    });

    this.mediaBucket = new Bucket(this, 'MediaBucket', {
      // Who read, uploaded or deleted which object: the audit trail of users' evidence and photos.
      serverAccessLogsBucket: this.accessLogBucket,
      serverAccessLogsPrefix: 'media/',
      versioned: true,
      ...PRIVATE_BUCKET,
      removalPolicy: RemovalPolicy.RETAIN,
      cors: [
        {
          allowedOrigins: props.siteOrigins,
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          // Presigned uploads send Content-Type and x-amz-* headers whose exact set depends on the SDK.
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        // Versioning makes deletes recoverable; 90 days bounds what old versions cost.
        { noncurrentVersionExpiration: Duration.days(90) },
        { abortIncompleteMultipartUploadAfter: Duration.days(7) },
        // Mobile uploads wait here until checked and copied; abandoned ones go after a day.
        { prefix: 'incoming/', expiration: Duration.days(1) },
      ],
    });

    new CfnOutput(this, 'TrackingTableName', { value: this.trackingTable.tableName });
    new CfnOutput(this, 'AccountTableName', { value: this.accountTable.tableName });
    new CfnOutput(this, 'SiteTableName', { value: this.siteTable.tableName });
    new CfnOutput(this, 'ContentTableName', { value: this.contentTable.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'AccessLogBucketName', { value: this.accessLogBucket.bucketName });
  }

  private table(design: TableDesign): TableV2 {
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    const table = new TableV2(this, design.id, {
      partitionKey: key(design.key.partitionKey),
      sortKey: key(design.key.sortKey),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: design.ttlAttribute,
      globalSecondaryIndexes: Object.entries(design.indexes).map(([indexName, k]) => ({
        indexName,
        partitionKey: key(k.partitionKey),
        sortKey: key(k.sortKey),
        projectionType: ProjectionType.ALL,
      })),
    });
    // tables.ts promises that `id` is the logical id: the local stack finds the table by it.
    (table.node.defaultChild as CfnGlobalTable).overrideLogicalId(design.id);
    return table;
  }
}

import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../lib/tables.js';
import { type SynthedPortal } from '../helpers.js';

/** Assertions on the data part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function dataSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  describe('DynamoDB tables (from tables.ts)', () => {
    it('defines exactly the tables of tables.ts, no others in any stack', () => {
      const tables = synthed.resources.filter((r) => r.type.startsWith('AWS::DynamoDB::'));
      expect(tables.map((t) => t.id).sort()).toEqual(TABLES.map((t) => t.id).sort());
      expect(new Set(tables.map((t) => t.stack))).toEqual(new Set(['data']));
    });

    it.each(TABLES.map((t) => [t.id, t] as const))('%s: keys, GSIs (projection ALL), TTL', (id, design) => {
      const table = synthed.templates.data.toJSON().Resources[id];
      expect(table.Properties.KeySchema).toEqual([
        { AttributeName: design.key.partitionKey, KeyType: 'HASH' },
        { AttributeName: design.key.sortKey, KeyType: 'RANGE' },
      ]);
      const gsis = Object.fromEntries(
        table.Properties.GlobalSecondaryIndexes.map((g: { IndexName: string }) => [g.IndexName, g]),
      );
      expect(Object.keys(gsis).sort()).toEqual(Object.keys(design.indexes).sort());
      for (const [name, key] of Object.entries(design.indexes)) {
        expect(gsis[name].KeySchema).toEqual([
          { AttributeName: key.partitionKey, KeyType: 'HASH' },
          { AttributeName: key.sortKey, KeyType: 'RANGE' },
        ]);
        expect(gsis[name].Projection).toEqual({ ProjectionType: 'ALL' });
      }
      expect(table.Properties.TimeToLiveSpecification).toEqual(
        design.ttlAttribute ? { AttributeName: design.ttlAttribute, Enabled: true } : undefined,
      );
    });

    it('every table: on-demand, PITR, deletion protection, retained', () => {
      const tables = synthed.templates.data.findResources('AWS::DynamoDB::GlobalTable');
      expect(Object.keys(tables)).toHaveLength(TABLES.length);
      for (const table of Object.values(tables)) {
        expect(table.DeletionPolicy).toBe('Retain');
        expect(table.UpdateReplacePolicy).toBe('Retain');
        expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
        expect(table.Properties.Replicas).toHaveLength(1);
        for (const replica of table.Properties.Replicas) {
          expect(replica.DeletionProtectionEnabled).toBe(true);
          expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
        }
      }
    });
  });

  describe('media bucket', () => {
    it('is versioned, private, S3-encrypted, retained', () => {
      const buckets = synthed.templates.data.findResources('AWS::S3::Bucket');
      expect(Object.keys(buckets)).toHaveLength(2); // + its access-log bucket
      const [, bucket] = Object.entries(buckets).find(([id]) => id.startsWith('MediaBucket'))!;
      expect(bucket.DeletionPolicy).toBe('Retain');
      expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
    });

    it('allows presigned GET/PUT/POST from the site origin only', () => {
      synthed.templates.data.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: {
          CorsRules: [
            Match.objectLike({
              AllowedOrigins: ['https://portal.bee.watch.example'],
              AllowedMethods: Match.arrayWith(['GET', 'PUT', 'POST']),
            }),
          ],
        },
      });
    });

    it('denies requests without TLS', () => {
      synthed.templates.data.hasResourceProperties('AWS::S3::BucketPolicy', {
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    });
  });
}

import type { RouteArea } from '@beewatch/shared';
import { Aws } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';

// Least-privilege grants: explicit action lists on explicit ARNs, no wildcard actions. Written by
// hand rather than with the L2 grant helpers, which add dynamodb:Scan and the s3:List* family.

/** Item reads. No Scan: every request-path access is a Query (ARCHITECTURE.md "Data"), and IAM enforces it. */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
/** Item writes; TransactWriteItems is authorised through these per-item actions. */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/** Cognito admin API used by the auth and user-management handlers. */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:DescribeUserPoolClient',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:ListUsers',
];

export const PLACE_SEARCH_ACTIONS = ['geo:SearchPlaceIndexForText', 'geo:SearchPlaceIndexForPosition'];
export const MAP_READ_ACTIONS = [
  'geo:GetMapStyle',
  'geo:GetMapTile',
  'geo:GetMapSprites',
  'geo:GetMapGlyphs',
];

/**
 * The only statements allowed `Resource: "*"`, because AWS offers no resource-level permission
 * for these actions (Service Authorization Reference, "Actions defined by …"):
 * - sns:Publish to a phone number (SMS codes): a phone number has no ARN. Narrowed to our region
 *   with aws:RequestedRegion; see {@link grantSmsPublish}.
 * - xray:PutTraceSegments / PutTelemetryRecords: added by CDK for `tracing: ACTIVE`.
 * infra/test/iam.test.ts fails on any other `*` resource.
 */
export const STAR_RESOURCE_EXCEPTIONS: readonly (readonly string[])[] = [
  ['sns:Publish'],
  ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
];

function allow(grantee: IGrantable, actions: string[], resources: string[]): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
}

const tableResources = (table: ITableV2) => [table.tableArn, `${table.tableArn}/index/*`];

/** Item and index reads on one table. */
export function grantTableRead(grantee: IGrantable, table: ITableV2): void {
  allow(grantee, TABLE_READ_ACTIONS, tableResources(table));
}

/** Item and index reads plus item writes on one table. */
export function grantTableReadWrite(grantee: IGrantable, table: ITableV2): void {
  allow(grantee, [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS], tableResources(table));
}

/** GetObject (and HeadObject) on objects; ListBucket so a missing key answers 404, not 403. */
export function grantMediaRead(grantee: IGrantable, bucket: IBucket): void {
  allow(grantee, ['s3:GetObject'], [bucket.arnForObjects('*')]);
  allow(grantee, ['s3:ListBucket'], [bucket.bucketArn]);
}

/** DeleteObject only: with versioning it leaves a delete marker, so media stays recoverable. */
export function grantMediaDelete(grantee: IGrantable, bucket: IBucket): void {
  allow(grantee, ['s3:DeleteObject'], [bucket.arnForObjects('*')]);
}

/**
 * PutObject only: the presigned POSTs of mobile uploads (to `incoming/tracking/…`) are signed
 * with it, and checked files are copied to `tracking/…`.
 */
export function grantMediaWrite(grantee: IGrantable, bucket: IBucket): void {
  allow(
    grantee,
    ['s3:PutObject'],
    [bucket.arnForObjects('incoming/tracking/*'), bucket.arnForObjects('tracking/*')],
  );
}

/** PutObject under the given key prefixes only (each like `swarm/*`). */
export function grantMediaPrefixWrite(grantee: IGrantable, bucket: IBucket, prefixes: string[]): void {
  allow(
    grantee,
    ['s3:PutObject'],
    prefixes.map((p) => bucket.arnForObjects(p)),
  );
}

/** Cognito admin actions on the one user pool. */
export function grantCognitoAdmin(grantee: IGrantable, userPool: IUserPool): void {
  allow(grantee, COGNITO_ADMIN_ACTIONS, [userPool.userPoolArn]);
}

/** ses:SendEmail / SendRawEmail on the sender identity only. */
export function grantSendEmail(grantee: IGrantable, identity: IEmailIdentity): void {
  allow(grantee, ['ses:SendEmail', 'ses:SendRawEmail'], [identity.emailIdentityArn]);
}

/**
 * SMS codes: sns:Publish with a PhoneNumber has no resource ARN, so IAM needs `Resource: "*"`
 * (documented exception, see STAR_RESOURCE_EXCEPTIONS). The condition keeps it to this region.
 */
export function grantSmsPublish(grantee: IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'SmsToPhoneNumbersHasNoResourceArn',
      actions: ['sns:Publish'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:RequestedRegion': Aws.REGION } },
    }),
  );
}

/** Publish on one topic. */
export function grantTopicPublish(grantee: IGrantable, topic: ITopic): void {
  allow(grantee, ['sns:Publish'], [topic.topicArn]);
}

/** Geocoding on one Amazon Location place index. */
export function grantPlaceSearch(grantee: IGrantable, placeIndexArn: string): void {
  allow(grantee, PLACE_SEARCH_ACTIONS, [placeIndexArn]);
}

/** Style, tiles, sprites and glyphs of one Amazon Location map. */
export function grantMapRead(grantee: IGrantable, mapArn: string): void {
  allow(grantee, MAP_READ_ACTIONS, [mapArn]);
}

/** Everything an area's function may touch. */
export interface AreaResources {
  trackingTable: ITableV2;
  accountTable: ITableV2;
  siteTable: ITableV2;
  contentTable: ITableV2;
  mediaBucket: IBucket;
  userPool: IUserPool;
  emailIdentity: IEmailIdentity;
  escalationTopic: ITopic;
  swarmTopic: ITopic;
  sprayTopic: ITopic;
  placeIndexArn: string;
  mapArn: string;
}

/** Per-area grants: the one place that says which area may do what. */
export const AREA_GRANTS: Record<RouteArea, (grantee: IGrantable, r: AreaResources) => void> = {
  // Sign-in, codes by email/SMS, profiles (postcode lookup).
  account: (g, r) => {
    grantTableReadWrite(g, r.accountTable);
    grantCognitoAdmin(g, r.userPool);
    grantSendEmail(g, r.emailIdentity);
    grantSmsPublish(g);
    grantPlaceSearch(g, r.placeIndexArn);
    // Issue 6: saving a bystander's profile indexes their home point (sites/homes.ts).
    grantTableReadWrite(g, r.siteTable);
  },
  // Tracking records: saves (geocoded addresses), deletes with their media, escalations, map.
  tracking: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
    grantMediaRead(g, r.mediaBucket);
    grantMediaDelete(g, r.mediaBucket);
    grantTopicPublish(g, r.escalationTopic);
    grantPlaceSearch(g, r.placeIndexArn);
    grantMapRead(g, r.mapArn);
  },
  // Categories and their escalation recipients (stored with the tracking records).
  categories: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
  },
  // Mobile uploads: new records, presigned POSTs, checks of what arrived, escalation.
  ingest: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
    grantMediaWrite(g, r.mediaBucket);
    grantMediaRead(g, r.mediaBucket);
    grantMediaDelete(g, r.mediaBucket);
    grantTopicPublish(g, r.escalationTopic);
  },
  // Media of a record: read-only.
  media: (g, r) => {
    grantTableRead(g, r.trackingTable);
    grantMediaRead(g, r.mediaBucket);
  },
  // Public swarm reports, API keys, collectors and adoption (issue 5).
  swarm: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantMediaPrefixWrite(g, r.mediaBucket, ['incoming/swarm/*', 'swarm/*']);
    grantMediaRead(g, r.mediaBucket);
    grantMediaDelete(g, r.mediaBucket);
    grantTopicPublish(g, r.swarmTopic);
    grantPlaceSearch(g, r.placeIndexArn);
  },
  // Apiaries, treatment fields and schedules, spray notifications, hornet maps (issue 6).
  sites: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantTableRead(g, r.trackingTable);
    grantTopicPublish(g, r.sprayTopic);
    grantPlaceSearch(g, r.placeIndexArn);
    grantMapRead(g, r.mapArn);
    // hornet/{UserID}: the user name of a Cognito sub (ListUsers filtered on sub), nothing else.
    allow(g, ['cognito-idp:ListUsers'], [r.userPool.userPoolArn]);
  },
  // Messages, user guides, app versions and the public pages (issue 7): the messaging directory
  // beside profiles, report images (renderimage), app packages (presigned POST to incoming/apps,
  // checked copy to apps). The species video and captions are read only.
  content: (g, r) => {
    grantTableReadWrite(g, r.contentTable);
    grantTableRead(g, r.accountTable);
    grantTableRead(g, r.trackingTable);
    grantMediaPrefixWrite(g, r.mediaBucket, ['apps/*', 'incoming/apps/*']);
    grantMediaRead(g, r.mediaBucket);
  },
};

/** Grants of the queue workers (not API areas). Consuming the queue is granted by the event source. */
export const WORKER_GRANTS = {
  // Escalation: reads records and categories, records each send, links evidence, sends email/SMS;
  // portal inboxes of controllers and recipient users (issue 7: directory read, device messages).
  escalation: (g: IGrantable, r: AreaResources) => {
    grantTableReadWrite(g, r.trackingTable);
    grantTableRead(g, r.accountTable);
    grantTableReadWrite(g, r.contentTable);
    grantMediaRead(g, r.mediaBucket);
    grantSendEmail(g, r.emailIdentity);
    grantSmsPublish(g);
  },
  // Swarm and spray alerts: records each send (site table), device messages (content table), email/SMS.
  alerts: (g: IGrantable, r: AreaResources) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableReadWrite(g, r.contentTable);
    grantSendEmail(g, r.emailIdentity);
    grantSmsPublish(g);
  },
  // Daily erasure of unsubscribed accounts: reads its list, deletes their items and Cognito user,
  // writes one audit line each. No Scan, no update, no other Cognito action.
  erasure: (g: IGrantable, r: AreaResources) => {
    allow(g, ['dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:PutItem'], [r.accountTable.tableArn]);
    // The user's home, collector area, apiaries (byOwner index) and message boxes.
    allow(
      g,
      ['dynamodb:Query', 'dynamodb:DeleteItem'],
      [r.siteTable.tableArn, `${r.siteTable.tableArn}/index/byOwner`, r.contentTable.tableArn],
    );
    allow(g, ['cognito-idp:AdminDeleteUser'], [r.userPool.userPoolArn]);
  },
} as const;

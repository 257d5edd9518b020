import type { RouteArea } from '@beewatch/shared';
import { Aws, Stack } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { acknowledge, nagResource } from './nag.js';
import { TABLES } from './tables.js';

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

/**
 * Cognito actions by function, each list the commands its bundle sends (functions/src/account/
 * cognito.ts, the one adapter). Sign-in and recovery (account area): password checks with the
 * client secret, groups into the session, a new password, signing out everywhere.
 */
export const COGNITO_SIGN_IN_ACTIONS = [
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:DescribeUserPoolClient',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUserGlobalSignOut',
];
/**
 * Registration, My Profile and unsubscribe (profile area): creating the registrant in their
 * role's group (deleted again when the profile cannot be written), e-mail and phone attributes,
 * disabling an unsubscribed account.
 */
export const COGNITO_SELF_SERVICE_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminDeleteUser',
];
/** User administration (users area): every change an Administrator makes to another account. */
export const COGNITO_USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminUserGlobalSignOut',
];

export const PLACE_SEARCH_ACTIONS = ['geo:SearchPlaceIndexForText', 'geo:SearchPlaceIndexForPosition'];

/**
 * The only statements allowed `Resource: "*"`, because AWS offers no resource-level permission
 * for these actions (Service Authorization Reference, "Actions defined by …"):
 * - sns:Publish to a phone number (SMS codes): a phone number has no ARN. Narrowed to our region
 *   with aws:RequestedRegion, and a Deny on every topic ARN keeps it to SMS; see {@link grantSmsPublish}.
 * - xray:PutTraceSegments / PutTelemetryRecords: added by CDK for `tracing: ACTIVE`.
 * infra/test/suites/iam.ts fails on any other `*` resource.
 */
export const STAR_RESOURCE_EXCEPTIONS: readonly (readonly string[])[] = [
  ['sns:Publish'],
  ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
];

/** The construct that holds the grantee's policy (its role), where cdk-nag findings are acknowledged. */
function policyHolder(grantee: IGrantable): Construct {
  const principal = grantee.grantPrincipal;
  if (!Construct.isConstruct(principal)) throw new Error('grants need a role construct');
  return principal;
}

function allow(
  grantee: IGrantable,
  actions: string[],
  resources: string[],
  conditions?: Record<string, Record<string, unknown>>,
): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources, conditions }));
}

/**
 * Acknowledges cdk-nag's AwsSolutions-IAM5 for each object-prefix resource (`<bucket>/prefix/*`):
 * an S3 prefix is the narrowest resource a per-object action can name when keys carry record ids.
 */
function acknowledgePrefixes(grantee: IGrantable, resources: string[], why: string): void {
  const holder = policyHolder(grantee);
  for (const r of resources) {
    acknowledge(holder, {
      id: `AwsSolutions-IAM5[Resource::${nagResource(Stack.of(holder), r)}]`,
      reason: `Object keys under one prefix of the media bucket (${why}); keys carry record ids, so no narrower ARN exists.`,
    });
  }
}

/** The table's ARN and its indexes' ARNs by name (tables.ts), so no `index/*` wildcard. */
function tableResources(table: ITableV2): string[] {
  const design = TABLES.find((t) => t.id === table.node.id);
  if (!design) throw new Error(`no table design for ${table.node.id}`);
  return [table.tableArn, ...Object.keys(design.indexes).map((i) => `${table.tableArn}/index/${i}`)];
}

/** Item and index reads on one table. */
export function grantTableRead(grantee: IGrantable, table: ITableV2): void {
  allow(grantee, TABLE_READ_ACTIONS, tableResources(table));
}

/** Item and index reads plus item writes on one table. */
export function grantTableReadWrite(grantee: IGrantable, table: ITableV2): void {
  allow(grantee, [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS], tableResources(table));
}

/**
 * Key prefixes of the media bucket (functions/src): `incoming/<kind>/…` holds uploads until they
 * are checked (lifecycle: one day), then they are copied to `tracking/<id>/…`, `swarm/<id>/…`
 * or `apps/<folder>/…`; `video/…` holds the species video and its captions.
 */
export type MediaPrefix =
  'tracking/' | 'incoming/tracking/' | 'swarm/' | 'incoming/swarm/' | 'apps/' | 'incoming/apps/' | 'video/';

/** What one function may do in the media bucket, prefix by prefix. */
export interface MediaAccess {
  /** GetObject (and HeadObject, CopyObject's source, presigned GETs). */
  read?: MediaPrefix[];
  /** PutObject (presigned POSTs, CopyObject's destination). */
  write?: MediaPrefix[];
  /** DeleteObject (versioned bucket: a delete marker, so media stays recoverable). */
  delete?: MediaPrefix[];
}

/**
 * Media bucket access limited to key prefixes. Reads also get ListBucket on the same prefixes
 * (condition s3:prefix): without it S3 answers 403 instead of 404 for a missing key, and the
 * handlers tell "not uploaded yet" from a failure by that 404.
 */
export function grantMedia(grantee: IGrantable, bucket: IBucket, access: MediaAccess): void {
  const objects = (prefixes: MediaPrefix[]) => prefixes.map((p) => bucket.arnForObjects(`${p}*`));
  const add = (action: string, prefixes: MediaPrefix[] | undefined) => {
    if (!prefixes?.length) return;
    allow(grantee, [action], objects(prefixes));
    acknowledgePrefixes(grantee, objects(prefixes), action);
  };
  add('s3:GetObject', access.read);
  add('s3:PutObject', access.write);
  add('s3:DeleteObject', access.delete);
  if (access.read?.length) {
    allow(grantee, ['s3:ListBucket'], [bucket.bucketArn], {
      StringLike: { 's3:prefix': access.read.map((p) => `${p}*`) },
    });
  }
}

/** The given Cognito actions (one of the COGNITO_…_ACTIONS lists) on the one user pool. */
export function grantCognito(grantee: IGrantable, userPool: IUserPool, actions: readonly string[]): void {
  allow(grantee, [...actions], [userPool.userPoolArn]);
}

/** ses:SendEmail / SendRawEmail on the sender identity only. */
export function grantSendEmail(grantee: IGrantable, identity: IEmailIdentity): void {
  allow(grantee, ['ses:SendEmail', 'ses:SendRawEmail'], [identity.emailIdentityArn]);
}

/**
 * SMS codes: sns:Publish with a PhoneNumber has no resource ARN, so IAM needs `Resource: "*"`
 * (documented exception, see STAR_RESOURCE_EXCEPTIONS). The condition keeps it to this region,
 * and a Deny on every SNS ARN keeps it to phone numbers: no topic or endpoint publish through it.
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
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'SmsOnlyNoTopicPublish',
      effect: Effect.DENY,
      actions: ['sns:Publish'],
      resources: [`arn:${Aws.PARTITION}:sns:*`],
    }),
  );
  acknowledge(policyHolder(grantee), {
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'sns:Publish to a phone number (SMS codes) has no resource ARN; limited to this region and denied on every topic ARN.',
  });
}

/** Publish on one topic. */
export function grantTopicPublish(grantee: IGrantable, topic: ITopic): void {
  allow(grantee, ['sns:Publish'], [topic.topicArn]);
}

/** Geocoding on one Amazon Location place index. */
export function grantPlaceSearch(grantee: IGrantable, placeIndexArn: string): void {
  allow(grantee, PLACE_SEARCH_ACTIONS, [placeIndexArn]);
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
  outreachTopic: ITopic;
  placeIndexArn: string;
}

/**
 * Per-area grants: the one place that says which area may do what. Each line matches a call the
 * area's bundle makes (functions/src/handlers/<area>.ts and what it imports); infra/test/suites/
 * iam.ts asserts the absence of everything else.
 */
export const AREA_GRANTS: Record<RouteArea, (grantee: IGrantable, r: AreaResources) => void> = {
  // Sign-in and recovery: codes by email/SMS, lockouts and trusted devices (account table).
  // The session cookie's key is granted in api-stack.ts, to this function only.
  account: (g, r) => {
    grantTableReadWrite(g, r.accountTable);
    grantCognito(g, r.userPool, COGNITO_SIGN_IN_ACTIONS);
    grantSendEmail(g, r.emailIdentity);
    grantSmsPublish(g);
  },
  // Registration and My Profile: profiles and codes (account table), e-mail change codes, the
  // post-code lookup; saving a bystander's profile indexes their home point (sites/homes.ts).
  profile: (g, r) => {
    grantTableReadWrite(g, r.accountTable);
    grantCognito(g, r.userPool, COGNITO_SELF_SERVICE_ACTIONS);
    grantSendEmail(g, r.emailIdentity);
    grantPlaceSearch(g, r.placeIndexArn);
    grantTableReadWrite(g, r.siteTable);
  },
  // User administration: profiles, audits and access codes (account table), invitations and
  // reminders by e-mail, the domains an Administrator assigns (site table), whose totals the
  // dashboard also reads.
  users: (g, r) => {
    grantTableReadWrite(g, r.accountTable);
    grantCognito(g, r.userPool, COGNITO_USER_ADMIN_ACTIONS);
    grantSendEmail(g, r.emailIdentity);
    grantTableReadWrite(g, r.siteTable);
  },
  // Tracking records: list, edit, delete with their media (DeleteObjects on the record's keys).
  // Tracking history of the other roles: uploaders' first names (profiles), the coordinator's
  // domain (site table) and presigned GETs of the caller's own evidence (tracking/…).
  tracking: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
    grantMedia(g, r.mediaBucket, { read: ['tracking/'], delete: ['tracking/'] });
    grantTableRead(g, r.accountTable);
    grantTableRead(g, r.siteTable);
  },
  // Categories and their escalation recipients (stored with the tracking records).
  categories: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
  },
  // Mobile uploads: new records, presigned POSTs to incoming/tracking, checks of what arrived,
  // the checked copy to tracking/ (refused or superseded files deleted), escalation.
  ingest: (g, r) => {
    grantTableReadWrite(g, r.trackingTable);
    grantMedia(g, r.mediaBucket, {
      read: ['incoming/tracking/'],
      write: ['incoming/tracking/', 'tracking/'],
      delete: ['incoming/tracking/', 'tracking/'],
    });
    grantTopicPublish(g, r.escalationTopic);
  },
  // Media of a record: read-only (presigned GETs of tracking/…).
  media: (g, r) => {
    grantTableRead(g, r.trackingTable);
    grantMedia(g, r.mediaBucket, { read: ['tracking/'] });
  },
  // The public swarm form: API keys and reports (site table), the collectors and coordinators to
  // alert (profiles read), the photo's presigned POST to incoming/swarm (it never reads or
  // publishes a photo), the alerts on the swarm topic and the post code geocoded.
  swarmform: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantMedia(g, r.mediaBucket, { write: ['incoming/swarm/'] });
    grantTopicPublish(g, r.swarmTopic);
    grantPlaceSearch(g, r.placeIndexArn);
  },
  // The form's photo step: the key and report (site table), the uploaded photo read from
  // incoming/swarm, its re-encoding written to swarm/ and the upload deleted, then the collectors
  // and coordinators alerted (profiles read, swarm topic). No geocoding: the report has its place.
  swarmphoto: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantMedia(g, r.mediaBucket, {
      read: ['incoming/swarm/'],
      write: ['swarm/'],
      delete: ['incoming/swarm/'],
    });
    grantTopicPublish(g, r.swarmTopic);
  },
  // API keys, collectors' areas, alerts and adoption: presigned GETs of checked photos for
  // adopters and coordinators, the taken and reporter alerts on the swarm topic, base post codes
  // geocoded. It never writes media.
  swarm: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantMedia(g, r.mediaBucket, { read: ['swarm/'] });
    grantTopicPublish(g, r.swarmTopic);
    grantPlaceSearch(g, r.placeIndexArn);
  },
  // The beekeeper's home, weather and spray history: own apiaries, spray alerts and the forecast
  // cache and farmer conversations (site table), hornet records near the apiaries (tracking, read),
  // the SwarmWatch user's post code (profile read, geocoded), and the conversation's inbox messages
  // (content table). The weather API key secret is granted in the api stack.
  beekeeper: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.trackingTable);
    grantTableRead(g, r.accountTable);
    grantTableReadWrite(g, r.contentTable);
    grantPlaceSearch(g, r.placeIndexArn);
  },
  // The spray network: contacts of a Spray Domain (site table byKind), their profiles (read),
  // preferences, send records and domains (site table), the poisoning report to the liaison's
  // inbox (content table) and a failed alert sent again on the spray topic.
  spraynet: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantTableReadWrite(g, r.contentTable);
    grantTopicPublish(g, r.sprayTopic);
  },
  // The swarm coordinator's workspace: swarm reports, collectors' areas and records (site table),
  // profiles and the role directory (account table), a one-use access code to invite a collector
  // (account table write), the domain's hornet records (tracking table, read), re-notifications
  // on the swarm topic and base post codes geocoded.
  coordination: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableReadWrite(g, r.accountTable);
    grantTableRead(g, r.trackingTable);
    grantTopicPublish(g, r.swarmTopic);
    grantPlaceSearch(g, r.placeIndexArn);
  },
  // Apiaries, treatment fields and schedules, spray notifications, hornet maps.
  sites: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantTableRead(g, r.trackingTable);
    grantTopicPublish(g, r.sprayTopic);
    grantPlaceSearch(g, r.placeIndexArn);
    // hornet/{UserID}: the user name of a Cognito sub (ListUsers filtered on sub), nothing else.
    allow(g, ['cognito-idp:ListUsers'], [r.userPool.userPoolArn]);
  },
  // Bee inspections: apiaries, domains, inspections and the apiaries' colonies (site table), keepers' names and phones
  // (profiles), the tracking record of a hornet seen at an inspection (its category read), and the
  // notice to beekeepers within 3 km of a case on the area-alert topic (alerts/publish.ts).
  inspections: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    grantTableReadWrite(g, r.trackingTable);
    grantTopicPublish(g, r.sprayTopic);
  },
  // CRM mail and swarm thank-yous (Administrator): recipients from the role directory and
  // profiles, the Admin Audit line (account table), mails, thank-you records, swarm reports and
  // the alert worker's send records (site table), queued on the outreach topic (alerts/publish.ts).
  outreach: (g, r) => {
    grantTableReadWrite(g, r.accountTable);
    grantTableReadWrite(g, r.siteTable);
    grantTopicPublish(g, r.outreachTopic);
  },
  // Active substances, the product catalogue and tank mixes (site table); the relations screen
  // reads pesticide users' profiles (account table) and their fields and schedules (site table).
  pesticides: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
  },
  // Messages, app versions and the public pages: the messaging directory beside
  // profiles, report images (renderimage: tracking/…), app packages (presigned POST to
  // incoming/apps, checked copy to apps), the species video and captions (video/…, read only).
  content: (g, r) => {
    grantTableReadWrite(g, r.contentTable);
    grantTableRead(g, r.accountTable);
    grantTableRead(g, r.trackingTable);
    grantMedia(g, r.mediaBucket, {
      read: ['tracking/', 'incoming/apps/', 'apps/', 'video/'],
      write: ['incoming/apps/', 'apps/'],
    });
  },
  // User guides: each role's guide items in each language (content table), nothing else.
  guides: (g, r) => {
    grantTableReadWrite(g, r.contentTable);
  },
  // Colonies, their QR labels, logs and medicine records, the import template (site table); a
  // label's assignee must be a professional beekeeper (role directory read); admin actions are
  // written to the Admin Audit (one PutItem on the account table).
  colonies: (g, r) => {
    grantTableReadWrite(g, r.siteTable);
    grantTableRead(g, r.accountTable);
    allow(g, ['dynamodb:PutItem'], [r.accountTable.tableArn]);
  },
};

/** Grants of the queue workers (not API areas). Consuming the queue is granted by the event source. */
export const WORKER_GRANTS = {
  // Escalation: reads records and categories, records each send, links evidence, sends email/SMS;
  // portal inboxes of controllers and recipient users (directory read, device messages).
  escalation: (g: IGrantable, r: AreaResources) => {
    grantTableReadWrite(g, r.trackingTable);
    grantTableRead(g, r.accountTable);
    grantTableReadWrite(g, r.contentTable);
    // Presigned links to the record's evidence in the emails.
    grantMedia(g, r.mediaBucket, { read: ['tracking/'] });
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

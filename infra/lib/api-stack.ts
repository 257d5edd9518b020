import { ROUTES, type RouteArea, type RouteDef } from '@beewatch/shared';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { CfnMap, CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT } from './config.js';
import { PortalFunction } from './constructs/portal-function.js';
import { AREA_GRANTS, WORKER_GRANTS } from './grants.js';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';

/** Props of {@link ApiStack}: the resources of the data, auth and messaging stacks. */
export interface ApiStackProps extends StackProps {
  trackingTable: ITableV2;
  accountTable: ITableV2;
  siteTable: ITableV2;
  contentTable: ITableV2;
  /** The portal's public address, for links in alerts. */
  siteUrl: string;
  mediaBucket: IBucket;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  emailIdentity: IEmailIdentity;
  senderEmail: string;
  escalationTopic: ITopic;
  /** The escalation topic's queue, consumed by the escalation worker. */
  escalationQueue: IQueue;
  swarmTopic: ITopic;
  sprayTopic: ITopic;
  /** The swarm and spray topics' queues, consumed by the alert worker. */
  alertQueues: IQueue[];
}

/** The gazetteer files shipped with the account function (../shared/data, see SOURCES.md). */
const GAZETTEER_ASSETS = Object.fromEntries(
  ['uk_postcode_districts_gibbs_cc0.csv', 'fr_laposte_hexasmal_codes_postaux_2020.csv'].map((f) => [
    join(REPO_ROOT, '..', 'shared', 'data', f),
    `gazetteer/${f}`,
  ]),
);

/** Areas whose function ships the gazetteer files. */
const GAZETTEER_AREAS = new Set<RouteArea>(['account', 'swarm']);

/** Non-API route of the swarm function: the embeddable form page (issue 5; web stack behaviour). */
export const SWARM_EMBED_ROUTE = '/home/swarmapi/{proxy+}';

/** The distinct Lambda areas of the route table, in first-seen order. */
export const API_AREAS: RouteArea[] = [...new Set((ROUTES as readonly RouteDef[]).map((r) => r.area))];

/** Entry file of an area's function (written in functions/, exporting `handler`). */
export const entryOf = (area: RouteArea) => join(REPO_ROOT, 'functions', 'src', 'handlers', `${area}.ts`);

/** Requests per second and burst of the whole API: a runaway client cannot run up the bill. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** Hour (UTC) of the daily erasure job: a quiet hour in the UK and France. */
export const ERASURE_HOUR_UTC = '3';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The HTTP API: one Lambda per route-table area, one route per ROUTES entry under /api, a
 * Cognito JWT authorizer on every non-public route, and Amazon Location for geocoding and maps.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<RouteArea, PortalFunction>;
  readonly escalationWorker: PortalFunction;
  readonly alertWorker: PortalFunction;
  readonly erasureJob: PortalFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${this.stackName}-places`,
      dataSource: 'Esri',
      // Storage: apiaries, homes, collectors' areas and swarm reports keep their geocoded points.
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'Bee.Watch address and postcode lookup',
    });
    const map = new CfnMap(this, 'Map', {
      mapName: `${this.stackName}-map`,
      configuration: { style: 'VectorEsriStreets' },
      description: 'Bee.Watch map style',
    });

    const environment = {
      TRACKING_TABLE: props.trackingTable.tableName,
      ACCOUNT_TABLE: props.accountTable.tableName,
      SITE_TABLE: props.siteTable.tableName,
      CONTENT_TABLE: props.contentTable.tableName,
      SWARM_TOPIC_ARN: props.swarmTopic.topicArn,
      SPRAY_TOPIC_ARN: props.sprayTopic.topicArn,
      SITE_URL: props.siteUrl,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
      // The client secret is never here: the functions read it with DescribeUserPoolClient.
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      SENDER_EMAIL: props.senderEmail,
      PLACE_INDEX_NAME: placeIndex.indexName,
      MAP_NAME: map.mapName,
      ESCALATION_TOPIC_ARN: props.escalationTopic.topicArn,
    };
    const resources = { ...props, placeIndexArn: placeIndex.attrArn, mapArn: map.attrArn };

    const functions = {} as Record<RouteArea, PortalFunction>;
    const integrations = {} as Record<RouteArea, HttpLambdaIntegration>;
    for (const area of API_AREAS) {
      const gazetteer = GAZETTEER_AREAS.has(area);
      const fn = new PortalFunction(this, `${pascal(area)}Function`, {
        entry: entryOf(area),
        description: `Bee.Watch API area ${area}`,
        environment: gazetteer ? { ...environment, GAZETTEER_DATA_DIR: '/var/task/gazetteer' } : environment,
        // Registration checks post codes against the offline gazetteer (UK districts, La Poste);
        // swarm reports and collectors' areas fall back to it when Amazon Location finds nothing.
        assets: gazetteer ? GAZETTEER_ASSETS : undefined,
      });
      AREA_GRANTS[area](fn.fn, resources);
      functions[area] = fn;
      integrations[area] = new HttpLambdaIntegration(`${pascal(area)}Integration`, fn.fn);
    }
    this.functions = functions;

    // Key of the encrypted session cookie (functions/src/account/session-cookie-key.ts): only
    // the account function, which sets and reads the cookie, may read it.
    const sessionCookieSecret = new Secret(this, 'SessionCookieSecret', {
      description: 'Bee.Watch session cookie key',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    functions.account.fn.addEnvironment('SESSION_COOKIE_SECRET_ARN', sessionCookieSecret.secretArn);
    sessionCookieSecret.grantRead(functions.account.fn);

    // Same origin as the web app through CloudFront, so no CORS configuration.
    this.api = new HttpApi(this, 'HttpApi', { apiName: `${this.stackName}-http`, createDefaultStage: false });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
    });

    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
    for (const route of ROUTES as readonly RouteDef[]) {
      new HttpRoute(this, `Route${route.method}${route.path.replace(/[^A-Za-z0-9]/g, '')}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(`/api/${route.path}`, HttpMethod[route.method]),
        integration: integrations[route.area],
        // Public routes (sign-in) carry no token; role checks happen in the handler wrapper.
        authorizer: route.roles === 'public' ? undefined : authorizer,
      });
    }

    // Issue 5: the swarm form's page with frame-ancestors from its API key (CloudFront routes
    // /home/swarmapi/* here). Public, like the form.
    new HttpRoute(this, 'RouteSwarmEmbedPage', {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(SWARM_EMBED_ROUTE, HttpMethod.GET),
      integration: integrations.swarm,
    });

    // Escalation worker: SNS → SQS → Lambda; failed messages alone are retried, then dead-lettered.
    const worker = new PortalFunction(this, 'EscalationWorkerFunction', {
      entry: join(REPO_ROOT, 'functions', 'src', 'handlers', 'escalation.ts'),
      description: 'Bee.Watch escalation worker (escalation queue)',
      environment,
    });
    WORKER_GRANTS.escalation(worker.fn, resources);
    worker.fn.addEventSource(
      new SqsEventSource(props.escalationQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    this.escalationWorker = worker;

    // Alert worker: swarm and spray alerts (SNS → SQS → Lambda), one send per recipient and channel.
    const alertWorker = new PortalFunction(this, 'AlertWorkerFunction', {
      entry: join(REPO_ROOT, 'functions', 'src', 'handlers', 'alerts.ts'),
      description: 'Bee.Watch alert worker (swarm and spray queues)',
      environment,
    });
    WORKER_GRANTS.alerts(alertWorker.fn, resources);
    for (const queue of props.alertQueues) {
      alertWorker.fn.addEventSource(
        new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }),
      );
    }
    this.alertWorker = alertWorker;

    // Erasure job: daily, deletes accounts whose unsubscribe erasure is due (privacy policy: one month).
    const erasure = new PortalFunction(this, 'ErasureJobFunction', {
      entry: join(REPO_ROOT, 'functions', 'src', 'handlers', 'erasure.ts'),
      description: 'Bee.Watch erasure job (daily schedule)',
      environment,
    });
    WORKER_GRANTS.erasure(erasure.fn, resources);
    new Rule(this, 'ErasureSchedule', {
      description: 'Daily erasure of unsubscribed accounts',
      schedule: Schedule.cron({ minute: '0', hour: ERASURE_HOUR_UTC }),
      targets: [new LambdaFunction(erasure.fn, { retryAttempts: 2 })],
    });
    this.erasureJob = erasure;

    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'PlaceIndexName', { value: placeIndex.indexName });
    new CfnOutput(this, 'MapName', { value: map.mapName });
  }
}

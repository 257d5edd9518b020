import { GAZETTEER_FILES, ROUTES, type RouteArea, type RouteDef } from '@beewatch/shared';
import { CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { CfnPlaceIndex } from 'aws-cdk-lib/aws-location';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT } from './config.js';
import { phoneMetadataAssets } from './bundling.js';
import { PortalFunction } from './constructs/portal-function.js';
import { AREA_GRANTS, WORKER_GRANTS } from './grants.js';
import {
  API_THROTTLE,
  CODE_ON_CHANGE_PATHS,
  CODE_ON_CHANGE_THROTTLE,
  CODE_PATHS,
  CODE_ROUTE_THROTTLE,
  SIGN_IN_PATHS,
  routeKeysOf,
} from './limits.js';
import { MEDIA_PATH } from './security-headers.js';
import { ALARM_PERIOD, alarmOn, functionAlarms } from './monitoring.js';
import { acknowledge } from './nag.js';
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
  /** CRM mail and swarm thank-yous (outreach area), a queue of their own. */
  outreachTopic: ITopic;
  /** The swarm, spray and outreach topics' queues, consumed by the alert worker. */
  alertQueues: IQueue[];
  /** Where the API's alarms notify (messaging stack). */
  alarmTopic: ITopic;
  /** The API's custom domain; with it the execute-api endpoint is disabled (config.ts). */
  apiDomain?: { domainName: string; certificateArn: string };
  /** Generation of the origin-verify secret (config.ts, README "Rotating the origin secret"). */
  originVerifyGeneration: number;
}

/** The header CloudFront adds to every origin request; functions/src/lib/http.ts checks it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The gazetteer files shipped with GAZETTEER_AREAS' functions (../shared/data, see SOURCES.md). */
const GAZETTEER_ASSETS = Object.fromEntries(
  Object.values(GAZETTEER_FILES).map((f) => [join(REPO_ROOT, '..', 'shared', 'data', f), `gazetteer/${f}`]),
);

/** Areas whose function ships the gazetteer files. */
const GAZETTEER_AREAS = new Set<RouteArea>([
  'profile',
  'users',
  'swarm',
  'swarmform',
  'ingest',
  'sites',
  'inspections',
  'spraynet',
  'beekeeper',
]);

/** Non-API route of the swarm form's function: the embeddable form page (web stack behaviour). */
export const SWARM_EMBED_ROUTE = '/home/swarmapi/{proxy+}';

/** The distinct Lambda areas of the route table, in first-seen order. */
export const API_AREAS: RouteArea[] = [...new Set((ROUTES as readonly RouteDef[]).map((r) => r.area))];

/** Entry file of an area's function (written in functions/, exporting `handler`). */
export const entryOf = (area: RouteArea) => join(REPO_ROOT, 'functions', 'src', 'handlers', `${area}.ts`);

/** Days the HTTP API's access log is kept. */
export const API_ACCESS_LOG_DAYS = RetentionDays.ONE_YEAR;

/**
 * One JSON line per request: who (address, user agent, JWT subject), what (route, status,
 * latency, integration error) — the request id ties it to the function's log.
 */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    sub: '$context.authorizer.claims.sub',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** Hour (UTC) of the daily erasure job: a quiet hour in the UK and France. */
export const ERASURE_HOUR_UTC = '3';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The HTTP API: one Lambda per route-table area, one route per ROUTES entry under /api, a
 * Cognito JWT authorizer on every non-public route, Amazon Location for geocoding, the
 * CloudFront origin-verify secret, access logs, per-route throttles and alarms.
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly functions: Record<RouteArea, PortalFunction>;
  readonly escalationWorker: PortalFunction;
  readonly alertWorker: PortalFunction;
  readonly erasureJob: PortalFunction;
  /** The value CloudFront sends in ORIGIN_VERIFY_HEADER (Secrets Manager, generated at deploy). */
  readonly originVerifySecret: Secret;
  /** Host name CloudFront uses for the API: the custom domain, else the execute-api host. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const placeIndex = new CfnPlaceIndex(this, 'PlaceIndex', {
      indexName: `${this.stackName}-places`,
      dataSource: 'Esri',
      // Storage: apiaries, homes, collectors' areas and swarm reports keep their geocoded points.
      dataSourceConfiguration: { intendedUse: 'Storage' },
      description: 'Bee.Watch address and postcode lookup',
    });
    // A new generation is a new secret (new ARN), so every resource that resolves it is updated.
    const generation = props.originVerifyGeneration;
    this.originVerifySecret = new Secret(
      this,
      generation === 1 ? 'OriginVerifySecret' : `OriginVerifySecretG${generation}`,
      {
        description: `Bee.Watch: value of the ${ORIGIN_VERIFY_HEADER} header CloudFront adds for the API (generation ${generation})`,
        // Header-safe: letters and digits only.
        generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
        removalPolicy: RemovalPolicy.DESTROY,
      },
    );
    acknowledge(this.originVerifySecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy time; rotation is a new generation and a deploy (README "Rotating the origin secret").',
    });

    const environment = {
      TRACKING_TABLE: props.trackingTable.tableName,
      ACCOUNT_TABLE: props.accountTable.tableName,
      SITE_TABLE: props.siteTable.tableName,
      CONTENT_TABLE: props.contentTable.tableName,
      SWARM_TOPIC_ARN: props.swarmTopic.topicArn,
      SPRAY_TOPIC_ARN: props.sprayTopic.topicArn,
      OUTREACH_TOPIC_ARN: props.outreachTopic.topicArn,
      SITE_URL: props.siteUrl,
      MEDIA_BUCKET: props.mediaBucket.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
      // The client secret is never here: the functions read it with DescribeUserPoolClient.
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      SENDER_EMAIL: props.senderEmail,
      PLACE_INDEX_NAME: placeIndex.indexName,
      ESCALATION_TOPIC_ARN: props.escalationTopic.topicArn,
    };
    // Only requests through CloudFront carry it, so only they are trusted (e.g. CloudFront-Viewer-Address).
    const apiEnvironment = {
      ...environment,
      ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap(),
      // Media URLs the API hands out go through the site's own CloudFront path (web stack), which
      // adds nosniff; relative, as every page that shows them is on the site.
      MEDIA_URL_BASE: MEDIA_PATH,
    };
    const resources = { ...props, placeIndexArn: placeIndex.attrArn };

    const functions = {} as Record<RouteArea, PortalFunction>;
    const integrations = {} as Record<RouteArea, HttpLambdaIntegration>;
    for (const area of API_AREAS) {
      const gazetteer = GAZETTEER_AREAS.has(area);
      const phones = phoneMetadataAssets(area);
      const fn = new PortalFunction(this, `${pascal(area)}Function`, {
        entry: entryOf(area),
        description: `Bee.Watch API area ${area}`,
        environment: {
          ...apiEnvironment,
          ...(gazetteer ? { GAZETTEER_DATA_DIR: '/var/task/gazetteer' } : {}),
          ...(phones ? { PHONE_METADATA_DIR: phones.dir } : {}),
        },
        // Registration and user administration check post codes against the offline gazetteer
        // (UK districts, La Poste); swarm reports and collectors' areas fall back to it when Amazon
        // Location finds nothing; mobile tracking records take their place name from it.
        assets: {
          ...(gazetteer ? GAZETTEER_ASSETS : {}),
          ...phones?.assets,
        },
      });
      AREA_GRANTS[area](fn.fn, resources);
      functionAlarms(this, `${pascal(area)}Function`, fn.fn, props.alarmTopic);
      functions[area] = fn;
      // One invoke permission per function for this API (not one per route): an area's function
      // is integrated only with its own routes, and ~200 per-route permissions would push the
      // stack past CloudFormation's 500 resources.
      integrations[area] = new HttpLambdaIntegration(`${pascal(area)}Integration`, fn.fn, {
        scopePermissionToRoute: false,
      });
    }
    this.functions = functions;

    // Key of the encrypted session cookie (functions/src/account/session-cookie-key.ts): only
    // the account function, which sets and reads the cookie, may read it.
    functionSecret(functions.account, 'SessionCookieSecret', {
      envName: 'SESSION_COOKIE_SECRET_ARN',
      description: 'Bee.Watch session cookie key',
      length: 64,
      whyNotRotated:
        'Read once per cold start; replacing it ends every open session (sign in again), so it is rotated by hand, not on a schedule.',
    });

    // Met Office Weather DataHub key (site-specific forecasts): set its value to the key DataHub
    // issues (the generated placeholder answers 401, shown as 'Forecast unavailable'); only the
    // beekeeper function reads it (functions/src/beekeeper/weather/provider.ts).
    functionSecret(functions.beekeeper, 'WeatherApiKeySecret', {
      envName: 'WEATHER_API_KEY_SECRET_ARN',
      description: 'Bee.Watch Met Office Weather DataHub API key (replace the generated placeholder)',
      length: 32,
      whyNotRotated:
        'A third-party API key issued by the Met Office: rotated by replacing its value when DataHub issues a new one, not by a Lambda.',
    });

    // Same origin as the web app through CloudFront, so no CORS configuration. With a custom
    // domain the execute-api endpoint is off: CloudFront is then the only way in. Without one
    // CloudFront needs it, and the origin-verify header alone keeps direct callers out.
    const apiDomain = props.apiDomain
      ? new DomainName(this, 'ApiDomain', {
          domainName: props.apiDomain.domainName,
          certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', props.apiDomain.certificateArn),
        })
      : undefined;
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: `${this.stackName}-http`,
      createDefaultStage: false,
      disableExecuteApiEndpoint: apiDomain !== undefined,
    });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', {
      retention: API_ACCESS_LOG_DAYS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
      domainMapping: apiDomain ? { domainName: apiDomain } : undefined,
    });
    // Sign-in and every route that sends or checks a code: far below the reads; a profile save,
    // which sends a code only for a new email, in between (limits.ts).
    const settingsOf = (paths: readonly string[], limit: { rateLimit: number; burstLimit: number }) =>
      routeKeysOf(paths).map((key) => [
        key,
        { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit },
      ]);
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries([
      ...settingsOf([...SIGN_IN_PATHS, ...CODE_PATHS], CODE_ROUTE_THROTTLE),
      ...settingsOf(CODE_ON_CHANGE_PATHS, CODE_ON_CHANGE_THROTTLE),
    ]);
    this.originDomain = apiDomain
      ? props.apiDomain!.domainName
      : // https://<id>.execute-api.<region>.amazonaws.com → the host name.
        Fn.select(2, Fn.split('/', this.api.apiEndpoint));
    alarmOn(
      this,
      'Api5xxAlarm',
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName: '5xx',
        dimensionsMap: { ApiId: this.api.apiId, Stage: '$default' },
        period: ALARM_PERIOD,
        statistic: 'Sum',
      }),
      'HTTP API: 5xx answers (the handlers answer 4xx for bad input, so any 5xx is a fault)',
      props.alarmTopic,
    );

    const authorizer = new HttpJwtAuthorizer(
      'CognitoJwt',
      `https://cognito-idp.${this.region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
    for (const route of ROUTES as readonly RouteDef[]) {
      const httpRoute = new HttpRoute(
        this,
        `Route${route.method}${route.path.replace(/[^A-Za-z0-9]/g, '')}`,
        {
          httpApi: this.api,
          routeKey: HttpRouteKey.with(`/api/${route.path}`, HttpMethod[route.method]),
          integration: integrations[route.area],
          // Public routes (sign-in) carry no token; role checks happen in the handler wrapper.
          authorizer: route.roles === 'public' ? undefined : authorizer,
        },
      );
      if (route.roles === 'public') {
        acknowledge(httpRoute, {
          id: 'AwsSolutions-APIG4',
          reason: `Public by the spec (shared/src/routes.ts roles 'public'): ${route.path} is used before or without signing in.`,
        });
      }
    }

    // The swarm form's page with frame-ancestors from its API key (CloudFront routes
    // /home/swarmapi/* here). Public, like the form.
    const embedRoute = new HttpRoute(this, 'RouteSwarmEmbedPage', {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(SWARM_EMBED_ROUTE, HttpMethod.GET),
      integration: integrations.swarmform,
    });
    acknowledge(embedRoute, {
      id: 'AwsSolutions-APIG4',
      reason: 'The embeddable swarm form page is public: the public reports swarms without signing in.',
    });

    // A background function: its handler file, its WORKER_GRANTS entry and its alarms.
    const backgroundFunction = (name: string, handler: keyof typeof WORKER_GRANTS, description: string) => {
      const fn = new PortalFunction(this, `${name}Function`, {
        entry: join(REPO_ROOT, 'functions', 'src', 'handlers', `${handler}.ts`),
        description,
        environment,
      });
      WORKER_GRANTS[handler](fn.fn, resources);
      functionAlarms(this, name, fn.fn, props.alarmTopic);
      return fn;
    };

    // Escalation worker: SNS → SQS → Lambda; failed messages alone are retried, then dead-lettered.
    const worker = backgroundFunction(
      'EscalationWorker',
      'escalation',
      'Bee.Watch escalation worker (escalation queue)',
    );
    worker.fn.addEventSource(
      new SqsEventSource(props.escalationQueue, { batchSize: 10, reportBatchItemFailures: true }),
    );
    this.escalationWorker = worker;

    // Alert worker: swarm and spray alerts (SNS → SQS → Lambda), one send per recipient and channel.
    const alertWorker = backgroundFunction(
      'AlertWorker',
      'alerts',
      'Bee.Watch alert worker (swarm, spray and outreach queues)',
    );
    for (const queue of props.alertQueues) {
      alertWorker.fn.addEventSource(
        new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }),
      );
    }
    this.alertWorker = alertWorker;

    // Erasure job: daily, deletes accounts whose unsubscribe erasure is due (privacy policy: one month).
    const erasure = backgroundFunction('ErasureJob', 'erasure', 'Bee.Watch erasure job (daily schedule)');
    new Rule(this, 'ErasureSchedule', {
      description: 'Daily erasure of unsubscribed accounts',
      schedule: Schedule.cron({ minute: '0', hour: ERASURE_HOUR_UTC }),
      targets: [new LambdaFunction(erasure.fn, { retryAttempts: 2 })],
    });
    this.erasureJob = erasure;

    if (!apiDomain) new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    new CfnOutput(this, 'PlaceIndexName', { value: placeIndex.indexName });
    if (apiDomain) {
      // The DNS record to create: apiDomainName CNAME this.
      new CfnOutput(this, 'ApiDomainTarget', { value: apiDomain.regionalDomainName });
    }
  }
}

/**
 * A generated secret (letters and digits) that one function alone reads, its ARN in the
 * function's environment as `envName`. It is not rotated by a Lambda: `whyNotRotated` says how
 * it is rotated instead (cdk-nag AwsSolutions-SMG4).
 */
function functionSecret(
  fn: PortalFunction,
  id: string,
  p: { envName: string; description: string; length: number; whyNotRotated: string },
): Secret {
  const secret = new Secret(Stack.of(fn), id, {
    description: p.description,
    generateSecretString: { passwordLength: p.length, excludePunctuation: true },
  });
  fn.fn.addEnvironment(p.envName, secret.secretArn);
  secret.grantRead(fn.fn);
  acknowledge(secret, { id: 'AwsSolutions-SMG4', reason: p.whyNotRotated });
  return secret;
}

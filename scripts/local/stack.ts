import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { startPortal } from './api-runtime.js';
import { cognitoClientFor, ensureUserPool, startCognitoLocal } from './cognito.js';
import { LOCAL_NAMES, type LocalConfig } from './config.js';
import { dynamoClient, ensureTables, startDynamoDbLocal } from './dynamodb-local.js';
import { startOutbox, subscribe, type QueueHandler } from './outbox.js';
import { startS3 } from './s3.js';
import { DEMO_WEATHER_KEY, startWeather } from './weather.js';
import { MEDIA_PATH } from '../../infra/lib/security-headers.js';

// Node 20 is this machine's runtime; the SDK's notice that it will need Node 22 in 2027 is
// known (the Lambdas run on Node 22) and would drown the start-up output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** A running local stack and how to stop it. */
export interface LocalStack {
  config: LocalConfig;
  userPoolId: string;
  clientId: string;
  outboxDir: string;
  stop(): Promise<void>;
}

/**
 * Points the AWS SDK (handlers and seed, in this process) at the stand-ins with the SDK's own
 * endpoint variables, and sets the function environment of functions/src/lib/env.ts.
 */
function setFunctionEnv(
  config: LocalConfig,
  userPoolId: string,
  clientId: string,
  originVerifySecret: string,
): void {
  Object.assign(process.env, {
    AWS_REGION: config.region,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: `http://127.0.0.1:${config.dynamoPort}`,
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${config.s3Port}`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `http://127.0.0.1:${config.cognitoPort}`,
    AWS_ENDPOINT_URL_SES: `http://127.0.0.1:${config.outboxPort}`,
    AWS_ENDPOINT_URL_SNS: `http://127.0.0.1:${config.outboxPort}`,
    TRACKING_TABLE: 'TrackingTable',
    ACCOUNT_TABLE: 'AccountTable',
    SITE_TABLE: 'SiteTable',
    CONTENT_TABLE: 'ContentTable',
    MEDIA_BUCKET: LOCAL_NAMES.mediaBucket,
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: clientId,
    SENDER_EMAIL: LOCAL_NAMES.senderEmail,
    ESCALATION_TOPIC_ARN: LOCAL_NAMES.escalationTopicArn,
    SWARM_TOPIC_ARN: LOCAL_NAMES.swarmTopicArn,
    SPRAY_TOPIC_ARN: LOCAL_NAMES.sprayTopicArn,
    OUTREACH_TOPIC_ARN: LOCAL_NAMES.outreachTopicArn,
    SITE_URL: `http://localhost:${config.port}`,
    // Media through the portal's own path, as CloudFront's in AWS (the runtime adds nosniff).
    MEDIA_URL_BASE: `http://localhost:${config.port}${MEDIA_PATH}`,
    S3_FORCE_PATH_STYLE: 'true',
    COOKIE_SECURE: 'false',
    ORIGIN_VERIFY_SECRET: originVerifySecret,
    SESSION_COOKIE_KEY_FILE: path.join(config.dataDir, 'session-cookie.key'),
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
    POWERTOOLS_METRICS_DISABLED: 'true',
    // The Met Office DataHub stand-in: a generated forecast, labelled as demo on screen.
    WEATHER_API_URL: `http://127.0.0.1:${config.weatherPort}`,
    WEATHER_API_KEY: DEMO_WEATHER_KEY,
    WEATHER_DEMO: 'true',
  });
}

/** Rejects with a clear message when a port is taken (a stack left running, or another program). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${port} is in use: stop the other local stack or set PORT`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** An HTTP server as something whose close() resolves once it has stopped. */
function closable(server: http.Server): { close(): Promise<void>; closeAllConnections(): void } {
  return {
    closeAllConnections: () => server.closeAllConnections(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Starts DynamoDB Local, s3rver, cognito-local, the outbox and the portal (API + web) on
 * 127.0.0.1, creating tables, the user pool and the bucket when missing. `seed` runs before the
 * portal opens.
 */
export async function startLocalStack(
  config: LocalConfig,
  seed?: (stack: Omit<LocalStack, 'stop'>) => Promise<void>,
): Promise<LocalStack> {
  const children: ChildProcess[] = [];
  const servers: { close(): Promise<void>; closeAllConnections?(): void }[] = [];
  const stop = async () => {
    for (const s of servers.reverse()) {
      // Browsers keep connections alive; close them or server.close() waits for them.
      s.closeAllConnections?.();
      await s.close();
    }
    for (const c of children) c.kill('SIGTERM');
  };
  for (const port of [
    config.port,
    config.dynamoPort,
    config.s3Port,
    config.cognitoPort,
    config.outboxPort,
    config.weatherPort,
  ]) {
    await assertPortFree(port);
  }
  try {
    const [ddb, cognito] = await Promise.all([
      startDynamoDbLocal(config.dynamoPort, path.join(config.dataDir, 'dynamodb')),
      startCognitoLocal(config.cognitoPort, path.join(config.dataDir, 'cognito')),
    ]);
    children.push(ddb, cognito);
    const s3 = await startS3(config.s3Port, path.join(config.dataDir, 's3'), LOCAL_NAMES.mediaBucket);
    servers.push({ close: () => s3.close() });
    const outboxDir = path.join(config.dataDir, 'outbox');
    servers.push(closable(await startOutbox(config.outboxPort, outboxDir)));
    servers.push(closable(await startWeather(config.weatherPort)));
    await ensureTables(dynamoClient(config.dynamoPort));
    const { userPoolId, clientId } = await ensureUserPool(
      cognitoClientFor(config.cognitoPort),
      path.join(config.dataDir, 'cognito'),
    );
    // The local runtime plays CloudFront: it adds this secret to every API request.
    const originVerifySecret = randomBytes(24).toString('base64url');
    setFunctionEnv(config, userPoolId, clientId, originVerifySecret);
    // The messaging stack's SNS → SQS → Lambda wiring, in-process.
    const worker = (await import('../../functions/src/handlers/escalation.js')) as { handler: QueueHandler };
    subscribe(LOCAL_NAMES.escalationTopicArn, worker.handler);
    const alerts = (await import('../../functions/src/handlers/alerts.js')) as { handler: QueueHandler };
    subscribe(LOCAL_NAMES.swarmTopicArn, alerts.handler);
    subscribe(LOCAL_NAMES.sprayTopicArn, alerts.handler);
    subscribe(LOCAL_NAMES.outreachTopicArn, alerts.handler);
    await seed?.({ config, userPoolId, clientId, outboxDir });
    servers.push(
      closable(
        await startPortal({
          port: config.port,
          issuer: `http://127.0.0.1:${config.cognitoPort}/${userPoolId}`,
          clientId,
          outboxDir,
          originVerifySecret,
          cspSources: { mediaOrigins: [`http://127.0.0.1:${config.s3Port}`], mapOrigins: [] },
          mediaOrigin: `http://127.0.0.1:${config.s3Port}`,
        }),
      ),
    );
    return { config, userPoolId, clientId, outboxDir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

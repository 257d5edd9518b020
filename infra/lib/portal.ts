import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.js';
import { AuthStack } from './auth-stack.js';
import type { PortalConfig } from './config.js';
import { DataStack } from './data-stack.js';
import { EdgeAlarmsStack } from './edge-alarms-stack.js';
import { EdgeStack } from './edge-stack.js';
import { MessagingStack } from './messaging-stack.js';
import { WebStack } from './web-stack.js';

/** The portal's stacks, split by lifecycle: stateful (data, auth, messaging), then api, then web. */
export interface Portal {
  data: DataStack;
  auth: AuthStack;
  messaging: MessagingStack;
  api: ApiStack;
  web: WebStack;
  /** CloudFront's web ACL (us-east-1). */
  edge: EdgeStack;
  /** CloudFront's alarms (us-east-1, after the web stack). */
  edgeAlarms: EdgeAlarmsStack;
}

/** Adds every stack of the portal to `app`; cross-stack references go through constructor props. */
export function createPortal(app: App, config: PortalConfig): Portal {
  const env = { account: config.account, region: config.region };
  const name = (suffix: string) => `${config.stackPrefix}-${suffix}`;
  const data = new DataStack(app, name('Data'), { env, siteOrigins: config.siteOrigins });
  const auth = new AuthStack(app, name('Auth'), { env });
  const messaging = new MessagingStack(app, name('Messaging'), {
    env,
    senderEmail: config.senderEmail,
    senderDomain: config.senderDomain,
    alarmEmail: config.alarmEmail,
  });
  const api = new ApiStack(app, name('Api'), {
    env,
    trackingTable: data.trackingTable,
    accountTable: data.accountTable,
    siteTable: data.siteTable,
    contentTable: data.contentTable,
    siteUrl: config.siteUrl,
    mediaBucket: data.mediaBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    emailIdentity: messaging.emailIdentity,
    senderEmail: messaging.senderEmail,
    escalationTopic: messaging.topics.Escalation,
    escalationQueue: messaging.queues.Escalation,
    swarmTopic: messaging.topics.Swarm,
    sprayTopic: messaging.topics.Spray,
    outreachTopic: messaging.topics.Outreach,
    alertQueues: [messaging.queues.Swarm, messaging.queues.Spray, messaging.queues.Outreach],
    alarmTopic: messaging.alarmTopic,
    apiDomain: config.apiDomain,
    originVerifyGeneration: config.originVerifyGeneration,
  });
  // WAF for CloudFront must be in us-east-1; its ARN reaches the web stack cross-region.
  const edge = new EdgeStack(app, name('Edge'), {
    env: { account: config.account, region: 'us-east-1' },
    crossRegionReferences: true,
  });
  const web = new WebStack(app, name('Web'), {
    env,
    apiOriginDomain: api.originDomain,
    originVerifySecret: api.originVerifySecret,
    mediaBucket: data.mediaBucket,
    webDist: config.webDist,
    webAclArn: edge.webAcl.attrArn,
    siteDomain: config.siteDomain,
    crossRegionReferences: true,
  });
  const edgeAlarms = new EdgeAlarmsStack(app, name('EdgeAlarms'), {
    env: { account: config.account, region: 'us-east-1' },
    crossRegionReferences: true,
    distributionId: web.distribution.distributionId,
    alarmEmail: config.alarmEmail,
  });
  Tags.of(app).add('project', 'bee-watch-portal');
  return { data, auth, messaging, api, web, edge, edgeAlarms };
}

import { type App, Tags } from 'aws-cdk-lib';
import { ApiStack } from './api-stack.js';
import { AuthStack } from './auth-stack.js';
import type { PortalConfig } from './config.js';
import { DataStack } from './data-stack.js';
import { MessagingStack } from './messaging-stack.js';
import { WebStack } from './web-stack.js';

/** The portal's stacks, split by lifecycle: stateful (data, auth, messaging), then api, then web. */
export interface Portal {
  data: DataStack;
  auth: AuthStack;
  messaging: MessagingStack;
  api: ApiStack;
  web: WebStack;
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
    alertQueues: [messaging.queues.Swarm, messaging.queues.Spray],
  });
  const web = new WebStack(app, name('Web'), { env, api: api.api, webDist: config.webDist });
  Tags.of(app).add('project', 'bee-watch-portal');
  return { data, auth, messaging, api, web };
}

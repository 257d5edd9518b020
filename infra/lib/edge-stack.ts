import { SWARM_API_KEY_HEADER, SWARM_RATE_LIMIT, SWARM_RATE_WINDOW_S } from '@beewatch/shared';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** The path of the public swarm report (shared/src/routes.ts), lower case as the rule compares it. */
export const SWARM_REPORT_PATH = '/api/swarm/swarmalertnotification';

/** The 429 body of the WAF rule: the API's own envelope (ErrorCode 7, too many attempts). */
export const WAF_TOO_MANY_BODY = JSON.stringify({
  ErrorCode: 7,
  ErrorMessage: 'Too many notifications from this address. Please try again in a few minutes',
  data: null,
});

/**
 * The CloudFront web ACL (issue 5: at most 10 swarm reports per 5 minutes per API key and client
 * address). WAF for CloudFront lives in us-east-1 whatever the portal's region, hence a stack of
 * its own; the web stack takes its ARN through a cross-region reference. An HTTP API cannot take
 * a web ACL itself, so the rule guards the CloudFront path; the swarm Lambda keeps an exact
 * limiter of its own (functions/src/swarm/rate-limit.ts) for calls that reach API Gateway directly.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-portal`,
      description: 'Bee.Watch portal: rate limit of the public swarm form',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        TooManyReports: { contentType: 'APPLICATION_JSON', content: WAF_TOO_MANY_BODY },
      },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: 'BeeWatchPortal',
        sampledRequestsEnabled: true,
      },
      rules: [
        {
          name: 'SwarmReportsPerKeyAndAddress',
          priority: 0,
          action: {
            block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyReports' } },
          },
          statement: {
            rateBasedStatement: {
              limit: SWARM_RATE_LIMIT,
              evaluationWindowSec: SWARM_RATE_WINDOW_S,
              aggregateKeyType: 'CUSTOM_KEYS',
              customKeys: [
                {
                  header: {
                    name: SWARM_API_KEY_HEADER.toLowerCase(),
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
                { ip: {} },
              ],
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: SWARM_REPORT_PATH,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: {
            cloudWatchMetricsEnabled: true,
            metricName: 'SwarmReportsPerKeyAndAddress',
            sampledRequestsEnabled: true,
          },
        },
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}

import { SWARM_API_KEY_HEADER, SWARM_RATE_LIMIT, SWARM_RATE_WINDOW_S } from '@beewatch/shared';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  CODE_ON_CHANGE_PATHS,
  CODE_PATHS,
  SIGN_IN_PATHS,
  WAF_ALL_LIMIT,
  WAF_CODE_LIMIT,
  WAF_CODE_ON_CHANGE_LIMIT,
  WAF_SIGN_IN_LIMIT,
  WAF_WINDOW_S,
} from './limits.js';

/** AWS managed rule groups of the web ACL, in priority order (after the rate rules). */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
] as const;

/**
 * Rules of the common rule set only counted: its 8 KB body limit would refuse legitimate JSON
 * (a user guide's HTML, a long message); the API validates sizes itself (API Gateway: 10 MB).
 */
export const COUNTED_COMMON_RULES = ['SizeRestrictions_BODY'];

/** The 429 body of the sign-in and code rate rules: the API's envelope (ErrorCode 7, too many attempts). */
export const WAF_TOO_MANY_ATTEMPTS_BODY = JSON.stringify({
  ErrorCode: 7,
  ErrorMessage: 'Too many attempts. Please try again in a few minutes',
  data: null,
});

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** A scope-down matching requests to any of `paths` (below /api, compared lower case, any method). */
function pathIn(paths: readonly string[]): CfnWebACL.StatementProperty {
  const pathIs = (path: string): CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: `/api/${path}`.toLowerCase(),
      textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
    },
  });
  return paths.length === 1 ? pathIs(paths[0]!) : { orStatement: { statements: paths.map(pathIs) } };
}

/** A per-address rate rule answering 429 with the attempts envelope. */
function rateRule(
  name: string,
  priority: number,
  limit: number,
  scopeDownStatement?: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: {
      block: { customResponse: { responseCode: 429, customResponseBodyKey: 'TooManyAttempts' } },
    },
    statement: {
      rateBasedStatement: {
        limit,
        evaluationWindowSec: WAF_WINDOW_S,
        aggregateKeyType: 'IP',
        scopeDownStatement,
      },
    },
    visibilityConfig: visibility(name),
  };
}

/** The path of the public swarm report (shared/src/routes.ts), lower case as the rule compares it. */
export const SWARM_REPORT_PATH = '/api/swarm/swarmalertnotification';

/** The 429 body of the WAF rule: the API's own envelope (ErrorCode 7, too many attempts). */
export const WAF_TOO_MANY_BODY = JSON.stringify({
  ErrorCode: 7,
  ErrorMessage: 'Too many notifications from this address. Please try again in a few minutes',
  data: null,
});

/**
 * The CloudFront web ACL: AWS managed rule groups (IP reputation, known bad inputs, the common
 * rule set), per-address rate rules on sign-in, on every code-sending route (profile saves, which
 * send a code only for a new email, with a looser limit) and on all requests,
 * and the swarm form's limit (at most 10 reports per 5 minutes per API key and client address).
 * WAF for CloudFront lives in us-east-1 whatever the portal's region, hence a stack of its own;
 * the web stack takes its ARN through a cross-region reference. An HTTP API cannot take a web ACL
 * itself, so the rules guard the CloudFront path; the functions keep exact limiters of their own.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${this.stackName}-portal`,
      description: 'Bee.Watch portal: managed rules, rate limits of sign-in, codes and the swarm form',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies: {
        TooManyReports: { contentType: 'APPLICATION_JSON', content: WAF_TOO_MANY_BODY },
        TooManyAttempts: { contentType: 'APPLICATION_JSON', content: WAF_TOO_MANY_ATTEMPTS_BODY },
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
        rateRule('SignInPerAddress', 1, WAF_SIGN_IN_LIMIT, pathIn(SIGN_IN_PATHS)),
        rateRule('CodeRoutesPerAddress', 2, WAF_CODE_LIMIT, pathIn(CODE_PATHS)),
        rateRule('AllRequestsPerAddress', 3, WAF_ALL_LIMIT),
        rateRule('CodeOnChangePerAddress', 4, WAF_CODE_ON_CHANGE_LIMIT, pathIn(CODE_ON_CHANGE_PATHS)),
        ...MANAGED_RULE_GROUPS.map((name, i): CfnWebACL.RuleProperty => ({
          name,
          priority: 10 + i,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              ruleActionOverrides:
                name === 'AWSManagedRulesCommonRuleSet'
                  ? COUNTED_COMMON_RULES.map((rule) => ({ name: rule, actionToUse: { count: {} } }))
                  : undefined,
            },
          },
          visibilityConfig: visibility(name),
        })),
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}

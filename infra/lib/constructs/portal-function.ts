import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { dirname, join } from 'node:path';
import { LAMBDA_BUNDLING } from '../bundling.js';
import { REPO_ROOT } from '../config.js';
import { acknowledge } from '../nag.js';

/** Props of {@link PortalFunction}. */
export interface PortalFunctionProps {
  /** Absolute path of the TypeScript entry file; it must export `handler`. */
  entry: string;
  description: string;
  /** Variables of functions/src/lib/env.ts. Never a secret: these are readable by anyone with lambda:GetFunction. */
  environment: Record<string, string>;
  /**
   * Files copied next to the bundle (absolute source path → path inside the bundle), e.g. the
   * offline gazetteer the registration post-code check reads.
   */
  assets?: Record<string, string>;
}

/** Memory in MB and timeout of every API function (API Gateway HTTP APIs stop waiting at 30 s). */
export const FUNCTION_MEMORY_MB = 512;
export const FUNCTION_TIMEOUT = Duration.seconds(10);

/**
 * A Lambda function with the project's defaults: Node.js 22 on arm64 (Node 20 left Lambda's
 * standard support in April 2026), bundled locally by esbuild (bundling.ts), X-Ray tracing, a log group
 * kept one month, and its own role that holds only what grants.ts adds (no AWS managed policy,
 * whose log statements cover every log group).
 */
export class PortalFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role: ${props.description}`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Handler', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: FUNCTION_MEMORY_MB,
      timeout: FUNCTION_TIMEOUT,
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup: this.logGroup,
      // Stack traces point into the TypeScript sources (bundling.sourceMap).
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        // LAMBDA_BUNDLING (bundling.ts) is shared with bench/lambda-bench.ts, which measures
        // each bundle's size and import time against the goals (300 KB, 3× an empty module).
        format: OutputFormat.CJS,
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: LAMBDA_BUNDLING.sourceMap,
        target: LAMBDA_BUNDLING.target,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        define: { ...LAMBDA_BUNDLING.define },
        esbuildArgs: {
          '--alias': Object.entries(LAMBDA_BUNDLING.alias).map(([from, to]) => `${from}=${to}`),
        },
        // The Node.js 22 runtime ships AWS SDK v3 (LAMBDA_BUNDLING.runtimeProvided); our calls
        // use long-stable SDK APIs, so the runtime's copy behaves as the tested one.
        bundleAwsSDK: false,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (_input: string, outputDir: string) =>
            Object.entries(props.assets ?? {}).flatMap(([from, to]) => [
              `mkdir -p "${outputDir}/${dirname(to)}"`,
              `cp "${from}" "${outputDir}/${to}"`,
            ]),
        },
      },
    });
    acknowledge(
      this,
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the newest runtime the code is tested against (the local stack runs Node 20 syntax, esbuild target node20).',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'xray:PutTraceSegments/PutTelemetryRecords (tracing) and, where granted, sns:Publish to phone numbers have no resource ARN (grants.ts STAR_RESOURCE_EXCEPTIONS).',
      },
    );
  }
}

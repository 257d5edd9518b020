import {
  Aws,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import { DOTTED_APP_ROUTE_PREFIXES } from '@beewatch/shared';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { CfnAPIKey, CfnMap } from 'aws-cdk-lib/aws-location';
import { Bucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from './api-stack.js';
import { PRIVATE_BUCKET } from './buckets.js';
import { acknowledge, nagResource } from './nag.js';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_S,
  MEDIA_CONTENT_SECURITY_POLICY,
  MEDIA_PATH,
} from './security-headers.js';

/** Props of {@link WebStack}. */
export interface WebStackProps extends StackProps {
  /** Host name of the HTTP API for CloudFront (api stack: custom domain or execute-api host). */
  apiOriginDomain: string;
  /** The value CloudFront adds as ORIGIN_VERIFY_HEADER to every API request (api stack). */
  originVerifySecret: ISecret;
  /** The media bucket: presigned URLs point at its regional origin (CSP). */
  mediaBucket: IBucket;
  /** Built web app (`web/dist`); without it the stack deploys the empty site infrastructure only. */
  webDist?: string;
  /** The CloudFront web ACL (edge stack, us-east-1): managed rules and rate limits. */
  webAclArn?: string;
  /** The site's own host name and its us-east-1 certificate; unset: *.cloudfront.net. */
  siteDomain?: { domainName: string; certificateArn: string };
}

/** What the browser's map key may do: the map's style, tiles, sprites and glyphs (Amazon Location). */
export const MAP_KEY_ACTIONS = ['geo:GetMap*'];

/** The runtime configuration file deployed beside index.html (read by the web app at start). */
export const RUNTIME_CONFIG_FILE = 'config.json';

/** Days CloudFront's access logs are kept. */
export const CLOUDFRONT_LOG_DAYS = 365;

/** Files of web/dist that serve only the offline local stack; in AWS the map uses Amazon Location. */
export const OFFLINE_ONLY_FILES = ['**/uk_fr_neighbours_countries_10m.geojson'];

/**
 * SPA routing for the S3 behaviour only: a path whose last segment has no file extension is an
 * app route and gets index.html. Distribution-wide error responses (403/404 → index.html) would
 * also rewrite the API's 401/403/404 into 200 HTML, and the web app logs out on 401/403.
 */
const SPA_REWRITE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  // App routes with dots in their segments (token, coordinates, site address, .apk name).
  var dotted = ${JSON.stringify(DOTTED_APP_ROUTE_PREFIXES)};
  var path = request.uri.toLowerCase();
  var app = false;
  for (var i = 0; i < dotted.length; i++) { if (path.indexOf(dotted[i]) === 0) { app = true; } }
  if (app || last.indexOf('.') === -1) { request.uri = '/index.html'; }
  return request;
}`;

/**
 * Viewer headers the API behaviour forwards besides Authorization (in the cache key, the only way
 * CloudFront forwards it) and cookies: what the functions and the access log read, and the
 * viewer's address CloudFront adds, which the client-address limits count by (lib/http.ts reads
 * it only with the origin-verify secret).
 */
export const API_FORWARDED_HEADERS = [
  'Accept',
  'Content-Type',
  'Lang',
  'User-Agent',
  'CloudFront-Viewer-Address',
];

/**
 * What every response headers policy sets alike (infra/lib/security-headers.ts): nosniff, the
 * referrer policy and HSTS for two years with subdomains.
 */
const BASE_SECURITY_HEADERS: ResponseSecurityHeadersBehavior = {
  contentTypeOptions: { override: true },
  referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
  strictTransportSecurity: {
    accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_S),
    includeSubdomains: true,
    override: true,
  },
};

/** The base headers with `csp` and frame DENY: the pages and API answers, and the media. */
const unframedWithCsp = (csp: string): ResponseSecurityHeadersBehavior => ({
  ...BASE_SECURITY_HEADERS,
  contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
  frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
});

/** Media behaviour: `/media/<key>` → `/<key>` on the bucket, where the presigned URL's signature names it. */
const MEDIA_REWRITE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${MEDIA_PATH.length});
  return request;
}`;

/**
 * The web app: a private S3 bucket behind CloudFront (Origin Access Control), with `/api/*`
 * routed to the HTTP API on the same origin (ARCHITECTURE.md "Shape": no CORS), the basemap
 * (Amazon Location map and its browser API key) and CloudFront's access logs.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  /** The basemap's style URL with the map key (deploy-time value), written to config.json. */
  readonly mapStyleUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.bucket = new Bucket(this, 'WebBucket', PRIVATE_BUCKET);
    acknowledge(this.bucket, {
      id: 'AwsSolutions-S1',
      reason:
        "Read only through CloudFront, whose access logs record every request; it is written only by the stack's deployments.",
    });
    this.logBucket = new Bucket(this, 'CloudFrontLogBucket', {
      ...PRIVATE_BUCKET,
      // CloudFront's standard logs are delivered with an ACL.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [{ expiration: Duration.days(CLOUDFRONT_LOG_DAYS) }],
    });
    acknowledge(this.logBucket, {
      id: 'AwsSolutions-S1',
      reason: 'The access-log bucket itself: logging its writes would log the log deliveries.',
    });

    const mapOrigin = `https://maps.geo.${this.region}.amazonaws.com`;
    const csp = contentSecurityPolicy({
      // Presigned URLs are virtual-hosted: https://<bucket>.s3.<region>.amazonaws.com/<key>.
      mediaOrigins: [`https://${props.mediaBucket.bucketRegionalDomainName}`],
      mapOrigins: [mapOrigin],
    });
    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Bee.Watch security headers',
      securityHeadersBehavior: unframedWithCsp(csp),
    });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'App routes → /index.html',
    });
    // The secret header proves a request came through CloudFront (and its WAF); a viewer's own
    // header of that name is overwritten. Resolved by CloudFormation at deploy time.
    const apiOrigin = new HttpOrigin(props.apiOriginDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
    });
    // The embeddable swarm form's page comes from the swarm Lambda with its own CSP
    // (frame-ancestors of the key's allowed origin), so this policy sets neither CSP nor frame options.
    const embedHeaders = new ResponseHeadersPolicy(this, 'SwarmEmbedHeaders', {
      comment: 'Bee.Watch swarm form page (CSP from the origin)',
      securityHeadersBehavior: BASE_SECURITY_HEADERS,
    });
    // The public swarm calls: the API key header and the viewer's address (CloudFront-Viewer-
    // Address) reach the rate limiter; they carry no Authorization or cookies.
    const swarmRequests = new OriginRequestPolicy(this, 'SwarmApiRequests', {
      comment: 'Bee.Watch public swarm API: key header and viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(
        'HeaderToken',
        'Content-Type',
        'Accept',
        'Lang',
        'CloudFront-Viewer-Address',
      ),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    // The API: nothing is stored (TTL 0, and every answer says no-store). CloudFront forwards
    // Authorization only from a cache key, so this policy's key holds it (with the cookies and
    // query), and the origin request policy adds what the managed AllViewerExceptHostHeader
    // policy lacks: CloudFront-Viewer-Address, a CloudFront header rather than a viewer's.
    const apiCache = new CachePolicy(this, 'ApiNoStore', {
      comment: 'Bee.Watch API: never stored; Authorization, cookies and query in the key',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      // Above 0 only because CloudFront takes no cache key with caching off.
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      cookieBehavior: CacheCookieBehavior.all(),
      queryStringBehavior: CacheQueryStringBehavior.all(),
    });
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'Bee.Watch API: viewer address and the headers the API reads',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });

    // User uploads through the site, so every answer carries nosniff (S3 cannot set it): the
    // presigned GET goes on to the bucket as signed (its query string, with the checked type
    // and the attachment disposition S3 answers with), and S3 checks the signature. A managed
    // origin request policy would drop S3's response-content-* parameters, hence this one.
    const mediaRequests = new OriginRequestPolicy(this, 'MediaRequests', {
      comment: 'Bee.Watch media: the presigned query string only',
      headerBehavior: OriginRequestHeaderBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
    });
    const mediaHeaders = new ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Bee.Watch media: nosniff, no script',
      securityHeadersBehavior: unframedWithCsp(MEDIA_CONTENT_SECURITY_POLICY),
    });
    const mediaRewrite = new CloudFrontFunction(this, 'MediaRewrite', {
      code: FunctionCode.fromInline(MEDIA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: `${MEDIA_PATH}/<key> → /<key> on the media bucket`,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Bee.Watch portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in the UK and France.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.siteDomain
        ? {
            domainNames: [props.siteDomain.domainName],
            certificate: Certificate.fromCertificateArn(
              this,
              'SiteCertificate',
              props.siteDomain.certificateArn,
            ),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      webAclId: props.webAclArn,
      additionalBehaviors: {
        '/home/swarmapi/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          responseHeadersPolicy: embedHeaders,
        },
        '/api/swarm/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: swarmRequests,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: headers,
        },
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          // API Gateway gets its own Host header (no viewer Host is forwarded).
          cachePolicy: apiCache,
          originRequestPolicy: apiRequests,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: headers,
        },
        [`${MEDIA_PATH}/*`]: {
          origin: S3BucketOrigin.withBucketDefaults(props.mediaBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: mediaRequests,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          responseHeadersPolicy: mediaHeaders,
          functionAssociations: [{ function: mediaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    acknowledge(this.distribution, {
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: the public swarm form is embedded on partner sites and travellers sign in from abroad; the WAF rules apply everywhere.',
    });
    if (!props.siteDomain) {
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'With the default *.cloudfront.net certificate CloudFront fixes the minimum protocol; set context domainName and certificateArn for TLS 1.2 minimum (TLSv1.2_2021).',
      });
    }

    this.mapStyleUrl = this.basemap(props.siteDomain?.domainName, mapOrigin);
    if (props.webDist) this.deploy(props.webDist);

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.bucket.bucketName });
    new CfnOutput(this, 'CloudFrontLogBucketName', { value: this.logBucket.bucketName });
  }

  /**
   * The basemap in AWS: an Esri vector map of Amazon Location and an API key that may only read
   * that map (style, tiles, sprites, glyphs) from the site's pages (referer). CloudFormation does
   * not return a key's value, so a custom resource reads it (geo:DescribeKey on that key only).
   * Returns the style URL for the web app's runtime config.
   */
  private basemap(siteDomainName: string | undefined, mapOrigin: string): string {
    const map = new CfnMap(this, 'Map', {
      mapName: `${this.stackName}-map`,
      configuration: { style: 'VectorEsriStreets' },
      description: 'Bee.Watch basemap',
    });
    const hosts = [this.distribution.distributionDomainName, ...(siteDomainName ? [siteDomainName] : [])];
    const key = new CfnAPIKey(this, 'MapKey', {
      keyName: `${this.stackName}-map`,
      description: 'Bee.Watch basemap in the browser (map read only, site pages only)',
      noExpiry: true,
      // A key in use (any page view in the last 7 days) is only updated or replaced with these,
      // e.g. when the site gets its own domain name.
      forceUpdate: true,
      forceDelete: true,
      restrictions: {
        allowActions: MAP_KEY_ACTIONS,
        allowResources: [map.attrArn],
        allowReferers: hosts.map((h) => `https://${h}/*`),
      },
    });
    const keyValue = new AwsCustomResource(this, 'MapKeyValue', {
      onUpdate: {
        service: 'Location',
        action: 'DescribeKey',
        parameters: { KeyName: key.keyName },
        physicalResourceId: PhysicalResourceId.of(key.attrKeyArn),
        outputPaths: ['Key'],
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['geo:DescribeKey'], resources: [key.attrKeyArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    this.acknowledgeCustomResourceProvider();
    return `${mapOrigin}/maps/v0/maps/${map.mapName}/style-descriptor?key=${keyValue.getResponseField('Key')}`;
  }

  /** cdk-nag findings of CDK's shared custom-resource function (AwsCustomResource's singleton). */
  private acknowledgeCustomResourceProvider(): void {
    const scope = this.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (!scope) throw new Error("CDK's custom-resource function moved: acknowledge its findings where it is");
    acknowledge(
      scope,
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "CDK's custom-resource function: the basic execution policy lets it write its own logs.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "CDK's custom-resource function: its runtime is chosen by aws-cdk-lib.",
      },
    );
  }

  /**
   * Hashed assets are immutable and kept across deploys (open tabs still load them); everything
   * else is no-cache, so a new index.html shows within CloudFront's 1 s minimum TTL without an
   * invalidation (whose IAM statement would need a `*` resource in CDK's deployment role).
   */
  private deploy(webDist: string): void {
    const source = Source.asset(webDist, { exclude: OFFLINE_ONLY_FILES });
    // The basemap's style URL holds the key, known only at deploy time: a runtime config file.
    const config = Source.jsonData(RUNTIME_CONFIG_FILE, { mapStyleUrl: this.mapStyleUrl });
    new BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    new BucketDeployment(this, 'DeployPages', {
      sources: [source, config],
      destinationBucket: this.bucket,
      // Excluded paths are not pruned either, so the assets above survive.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler();
  }

  /** cdk-nag findings of CDK's shared BucketDeployment function (copies the built site into the bucket). */
  private acknowledgeDeploymentHandler(): void {
    const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler)
      throw new Error("CDK's BucketDeployment function moved: acknowledge its findings where it is");
    const assets = nagResource(
      this,
      `arn:aws:s3:::cdk-${DefaultStackSynthesizer.DEFAULT_QUALIFIER}-assets-${Aws.ACCOUNT_ID}-${this.region}/*`,
    );
    const why =
      "CDK's BucketDeployment function, which copies the built site from the CDK asset bucket into the web bucket";
    acknowledge(
      handler,
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: `${why}: the basic execution policy lets it write its own logs.`,
      },
      ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((a) => ({
        id: `AwsSolutions-IAM5[Action::${a}]`,
        reason: `${why}: CDK's grant of reading the asset and syncing (and pruning) the web bucket.`,
      })),
      {
        id: `AwsSolutions-IAM5[Resource::${assets}]`,
        reason: `${why}: the asset object's key is a content hash known only at deploy time.`,
      },
      {
        id: `AwsSolutions-IAM5[Resource::${nagResource(this, this.bucket.arnForObjects('*'))}]`,
        reason: `${why}: it writes every file of the site.`,
      },
      { id: 'AwsSolutions-L1', reason: `${why}: its runtime is chosen by aws-cdk-lib.` },
    );
  }
}

import { CfnOutput, Duration, Fn, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

/** Props of {@link WebStack}. */
export interface WebStackProps extends StackProps {
  api: IHttpApi;
  /** Built web app (`web/dist`); without it the stack deploys the empty site infrastructure only. */
  webDist?: string;
  /** The CloudFront web ACL (edge stack, us-east-1): the swarm form's rate limit (issue 5). */
  webAclArn?: string;
}

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
  // hornetpathapp/{UserID}/{Token}/{UserName}/{UserLat}/{UserLng}: dots in the token and coordinates.
  var app = request.uri.toLowerCase().indexOf('/hornetpathapp/') === 0;
  if (app || last.indexOf('.') === -1) { request.uri = '/index.html'; }
  return request;
}`;

// MapLibre needs blob: workers; presigned S3 URLs and Amazon Location live on *.amazonaws.com.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "media-src 'self' blob: https://*.amazonaws.com",
  "connect-src 'self' https://*.amazonaws.com",
  "worker-src 'self' blob:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https://*.amazonaws.com",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The web app: a private S3 bucket behind CloudFront (Origin Access Control), with `/api/*`
 * routed to the HTTP API on the same origin (ARCHITECTURE.md "Shape": no CORS).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.bucket = new Bucket(this, 'WebBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Bee.Watch security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CSP, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        xssProtection: { protection: true, modeBlock: true, override: true },
      },
    });
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'App routes → /index.html',
    });
    // https://<id>.execute-api.<region>.amazonaws.com → the host name.
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
    // Issue 5: the embeddable swarm form's page comes from the swarm Lambda with its own CSP
    // (frame-ancestors of the key's allowed origin), so this policy sets neither CSP nor frame options.
    const embedHeaders = new ResponseHeadersPolicy(this, 'SwarmEmbedHeaders', {
      comment: 'Bee.Watch swarm form page (CSP from the origin)',
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
      },
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

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Bee.Watch portal',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in the UK and France.
      priceClass: PriceClass.PRICE_CLASS_100,
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
          // With caching disabled this managed policy also forwards Authorization and cookies;
          // API Gateway needs its own Host header, hence "except host".
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: headers,
        },
      },
    });

    if (props.webDist) this.deploy(props.webDist);

    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'WebBucketName', { value: this.bucket.bucketName });
  }

  /**
   * Hashed assets are immutable and kept across deploys (open tabs still load them); everything
   * else is no-cache, so a new index.html shows within CloudFront's 1 s minimum TTL without an
   * invalidation (whose IAM statement would need a `*` resource in CDK's deployment role).
   */
  private deploy(webDist: string): void {
    const source = Source.asset(webDist, { exclude: OFFLINE_ONLY_FILES });
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
      sources: [source],
      destinationBucket: this.bucket,
      // Excluded paths are not pruned either, so the assets above survive.
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
    });
  }
}

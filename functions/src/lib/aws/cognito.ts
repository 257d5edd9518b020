import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { tracer } from '../logger.js';

let cognito: CognitoIdentityProviderClient | undefined;
/** Amazon Cognito user pools client, traced, created on first use. */
export function cognitoClient(): CognitoIdentityProviderClient {
  cognito ??= tracer.captureAWSv3Client(new CognitoIdentityProviderClient({}));
  return cognito;
}

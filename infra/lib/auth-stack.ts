import { ROLE_NAMES, ROLE_DISPLAY_NAME } from '@beewatch/shared';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  Mfa,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolGroup,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/**
 * Identities (ARCHITECTURE.md "Sign-in"): a Cognito user pool with one group per role (the
 * group name is the role name of shared/src/enums.ts) and a confidential app client that only the
 * auth Lambdas use. The second factor is our own code service, so Cognito MFA stays off.
 */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.userPool = new UserPool(this, 'UserPool', {
      // Users are created by administrators (AdminCreateUser), never by sign-up.
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      // Forgot-password runs through our own verification codes and AdminSetUserPassword.
      accountRecovery: AccountRecovery.NONE,
      mfa: Mfa.OFF,
      standardAttributes: {
        email: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(
      this.userPool,
      {
        id: 'AwsSolutions-COG2',
        reason:
          "The second factor is the portal's own server-checked code by email or SMS (two-step verification), not Cognito MFA.",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          "Threat protection (Plus plan) would judge every sign-in by the Lambda's address (AdminInitiateAuth from the account function); " +
          'the portal locks accounts and clients out itself (wrong passwords and codes, README "Security: accounts, codes and sessions"), and Cognito\'s own ' +
          'failed-sign-in lockout stays on.',
      },
    );

    for (const role of ROLE_NAMES) {
      new UserPoolGroup(this, `Group${role}`, {
        userPool: this.userPool,
        groupName: role,
        description: ROLE_DISPLAY_NAME[role],
      });
    }

    this.userPoolClient = this.userPool.addClient('PortalClient', {
      // Confidential: the secret lives only in Cognito and is read by the Lambdas at cold start.
      generateSecret: true,
      authFlows: { adminUserPassword: true },
      disableOAuth: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      // Spec §"Login": a session lasts 24 hours.
      refreshTokenValidity: Duration.hours(24),
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}

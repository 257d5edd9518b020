import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CodeSentOn, Msg, type TwoStepCodeSent, type TwoStepStatus } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { isConditionFailed } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { ForbiddenError } from '../../lib/errors.js';
import { sendEmail } from '../../notify/index.js';
import { recordAdminAction } from '../audit/audit-repository.js';
import { assertCanIssue } from '../codes/code-limits.js';
import { profileKey } from '../profile/profile-entity.js';
import { getProfile, type Profile } from '../profile/profile-repository.js';
import { consumeCode, issueCode } from '../codes/verification-codes.js';
import { maskEmail } from '../masking.js';

async function profileOf(userName: string): Promise<Profile> {
  const profile = await getProfile(userName);
  if (!profile) throw new ForbiddenError('This account has no portal profile');
  return profile;
}

/**
 * Check2StepVerification (spec §4 'Two-step prompt', §7.2) for the signed-in user: the prompt
 * is allowed when two-step is off, 'do not show again' was not chosen and there is an email to
 * send the enabling code to.
 */
export async function twoStepStatus(userName: string): Promise<TwoStepStatus> {
  const p = await profileOf(userName);
  return {
    ShowPrompt: p.TwoStepMode === 0 && !p.DoNotShowThisAgain && !!p.Email,
    TwoStepMode: p.TwoStepMode,
    DoNotShowThisAgain: p.DoNotShowThisAgain,
  };
}

/**
 * Verify user email with OTP (spec §7.2): emails an 'enable-two-step' code to the signed-in
 * user, within the issuance caps of code-limits.ts (5 a user and 100 a client an hour, else
 * 429). Returns where it went (masked); the code itself never leaves the server.
 */
export async function sendTwoStepCode(userName: string, clientIp: string): Promise<TwoStepCodeSent> {
  const p = await profileOf(userName);
  await assertCanIssue('enable-two-step', p.UserName, clientIp);
  const code = await issueCode('enable-two-step', p.UserName);
  await sendEmail(p.Email, {
    subject: {
      en: 'Enable two-step verification on Bee.Watch',
      fr: 'Activer la vérification en deux étapes sur Bee.Watch',
    },
    body: {
      en: `Your verification code is ${code}. It expires in 10 minutes.`,
      fr: `Votre code de vérification est ${code}. Il expire dans 10 minutes.`,
    },
  });
  return { CodeSentOn: CodeSentOn.Email, email: maskEmail(p.Email) };
}

/**
 * Enable two-step (spec §4, §5, §7.2 'mode 2') for the signed-in user: consumes the code
 * (wrong → 'Verification code is not valid', 5 wrong → 429), then sets TwoStepMode 2 when it
 * was off; a mode already on (1, 2 or 3) is kept. Audited as 'EnableTwoStep'.
 */
export async function enableTwoStep(userName: string, code: string): Promise<void> {
  const p = await profileOf(userName);
  await consumeCode('enable-two-step', p.UserName, code, Msg.verificationCodeNotValid);
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: env().ACCOUNT_TABLE,
        Key: profileKey(p.UserName),
        UpdateExpression: 'SET TwoStepMode = :email',
        ConditionExpression: 'attribute_exists(pk) AND TwoStepMode = :off',
        ExpressionAttributeValues: { ':email': CodeSentOn.Email, ':off': 0 },
      }),
    )
    .catch((err: Error) => {
      if (!isConditionFailed(err)) throw err;
    });
  await recordAdminAction(p.UserName, 'EnableTwoStep');
}

/** Do not show again (spec §4, §7.2) for the signed-in user: saves DoNotShowThisAgain. */
export async function setDoNotShowAgain(userName: string, value: boolean): Promise<void> {
  const p = await profileOf(userName);
  await documentClient().send(
    new UpdateCommand({
      TableName: env().ACCOUNT_TABLE,
      Key: profileKey(p.UserName),
      UpdateExpression: 'SET DoNotShowThisAgain = :v',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':v': value },
    }),
  );
}

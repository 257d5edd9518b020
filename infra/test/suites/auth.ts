import { ROLE_NAMES } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SynthedPortal } from '../helpers.js';

/** Assertions on the auth part of the synthesized portal; `portal` is the shared synth of portal.test.ts. */
export function authSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  describe('Cognito user pool', () => {
    it('has one group per role, named after the role', () => {
      const groups = Object.values(synthed.templates.auth.findResources('AWS::Cognito::UserPoolGroup'));
      expect(groups.map((g) => g.Properties.GroupName).sort()).toEqual([...ROLE_NAMES].sort());
    });

    it('admits no self sign-up, signs in by user name, enforces a strong password policy', () => {
      const [pool] = Object.values(synthed.templates.auth.findResources('AWS::Cognito::UserPool'));
      expect(pool.DeletionPolicy).toBe('Retain');
      expect(pool.Properties.DeletionProtection).toBe('ACTIVE');
      expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(true);
      expect(pool.Properties.UsernameAttributes).toBeUndefined();
      expect(pool.Properties.AliasAttributes).toBeUndefined();
      expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
        MinimumLength: 12,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
      expect(pool.Properties.AccountRecoverySetting.RecoveryMechanisms).toEqual([
        { Name: 'admin_only', Priority: 1 },
      ]);
    });

    it('has one confidential client: admin password + refresh flows only, 1 h tokens, 24 h refresh', () => {
      const clients = Object.values(synthed.templates.auth.findResources('AWS::Cognito::UserPoolClient'));
      expect(clients).toHaveLength(1);
      const p = clients[0].Properties;
      expect(p.GenerateSecret).toBe(true);
      expect([...p.ExplicitAuthFlows].sort()).toEqual([
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]);
      expect(p.AllowedOAuthFlowsUserPoolClient).toBe(false);
      expect(p.AllowedOAuthFlows).toBeUndefined();
      expect(p.CallbackURLs).toBeUndefined();
      expect(p.TokenValidityUnits).toEqual({
        AccessToken: 'minutes',
        IdToken: 'minutes',
        RefreshToken: 'minutes',
      });
      expect([p.AccessTokenValidity, p.IdTokenValidity, p.RefreshTokenValidity]).toEqual([60, 60, 24 * 60]);
      expect(p.EnableTokenRevocation).toBe(true);
      expect(p.PreventUserExistenceErrors).toBe('ENABLED');
    });

    it('never exposes the client secret in any template (outputs, environment, parameters)', () => {
      for (const template of Object.values(synthed.templates)) {
        expect(JSON.stringify(template.toJSON())).not.toMatch(/ClientSecret/);
      }
    });
  });
}

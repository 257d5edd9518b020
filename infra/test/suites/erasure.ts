import { beforeAll, expect, it } from 'vitest';
import { mentions, type SynthedPortal } from '../helpers.js';
import { actionsOf, identityStatements, resourcesOfStatement, type Statement } from '../iam-rules.js';

/** Assertions on the daily erasure job; `portal` is the shared synth of portal.test.ts. */
export function erasureSuite(portal: () => SynthedPortal): void {
  let synthed: SynthedPortal;
  beforeAll(() => {
    synthed = portal();
  });

  const api = () => synthed.resources.filter((r) => r.stack === 'api');
  const erasureFn = () =>
    api().find(
      (r) =>
        r.type === 'AWS::Lambda::Function' &&
        r.props.Description === 'Bee.Watch erasure job (daily schedule)',
    )!;
  const statements = (): Statement[] => {
    const roleId = (erasureFn().props.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
    const policies = api().filter((r) => r.type === 'AWS::IAM::Policy' && mentions(r.props.Roles, roleId));
    return identityStatements(policies).map((s) => s.statement);
  };

  it('has one erasure function', () => {
    expect(erasureFn()).toBeDefined();
    expect(erasureFn().props.Environment).toMatchObject({
      Variables: expect.objectContaining({
        ACCOUNT_TABLE: expect.anything(),
        USER_POOL_ID: expect.anything(),
      }),
    });
  });

  it('runs it once a day from an EventBridge rule', () => {
    const fnId = api().find((r) => r === erasureFn())!.id;
    const rules = api().filter((r) => r.type === 'AWS::Events::Rule');
    const rule = rules.find((r) => mentions(r.props.Targets, fnId));
    expect(rule?.props).toMatchObject({ ScheduleExpression: 'cron(0 3 * * ? *)', State: 'ENABLED' });
    const permission = api().find(
      (r) => r.type === 'AWS::Lambda::Permission' && mentions(r.props.FunctionName, fnId),
    );
    expect(permission?.props).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
    });
  });

  it('may only Query, delete and put items of the account table, Query and delete in the site and content tables, and delete Cognito users', () => {
    const granted = statements().flatMap((s) =>
      actionsOf(s).map((a) => ({ action: a, resources: JSON.stringify(resourcesOfStatement(s)) })),
    );
    const actions = new Set(granted.map((g) => g.action));
    const own = [...actions].filter((a) => !a.startsWith('logs:') && !a.startsWith('xray:'));
    expect(new Set(own)).toEqual(
      new Set(['dynamodb:Query', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'cognito-idp:AdminDeleteUser']),
    );
    for (const g of granted.filter((x) => x.action.startsWith('dynamodb:'))) {
      expect(g.resources).toMatch(/Account|Site|Content/);
      expect(g.resources).not.toMatch(/Tracking/);
      if (g.action === 'dynamodb:PutItem') expect(g.resources).not.toMatch(/Site|Content/);
    }
    for (const g of granted.filter((x) => x.action.startsWith('cognito-idp:')))
      expect(g.resources).toMatch(/UserPool/);
  });
}

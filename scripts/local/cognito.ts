import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_NAMES } from '@beewatch/shared';

/** Ids of the local user pool and its confidential client, kept in the data folder. */
export interface CognitoIds {
  userPoolId: string;
  clientId: string;
}

export function cognitoClientFor(port: number): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Starts cognito-local with its state in `dir` and waits until it answers. */
export async function startCognitoLocal(port: number, dir: string): Promise<ChildProcess> {
  mkdirSync(path.join(dir, '.cognito'), { recursive: true });
  // Its default pools sign in by email; ours by user name, like the auth stack.
  writeFileSync(
    path.join(dir, '.cognito/config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] } }),
  );
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited: ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.status < 500) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 20_000) throw new Error(`cognito-local did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Creates (once) the user pool, its confidential client (ADMIN_USER_PASSWORD_AUTH + refresh,
 * with a secret, like the auth stack) and a group per role (spec §3).
 */
export async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  dir: string,
): Promise<CognitoIds> {
  const file = path.join(dir, 'ids.json');
  let ids: CognitoIds;
  if (existsSync(file)) {
    ids = JSON.parse(readFileSync(file, 'utf8')) as CognitoIds;
  } else {
    const pool = await client.send(new CreateUserPoolCommand({ PoolName: 'bee-watch' }));
    const userPoolId = pool.UserPool!.Id!;
    const app = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'bee-watch-auth',
        GenerateSecret: true,
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        RefreshTokenValidity: 1,
        TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      }),
    );
    ids = { userPoolId, clientId: app.UserPoolClient!.ClientId! };
    writeFileSync(file, JSON.stringify(ids));
  }
  const groups = await client.send(new ListGroupsCommand({ UserPoolId: ids.userPoolId }));
  const existing = new Set((groups.Groups ?? []).map((g) => g.GroupName));
  for (const role of ROLE_NAMES) {
    if (!existing.has(role))
      await client.send(new CreateGroupCommand({ UserPoolId: ids.userPoolId, GroupName: role }));
  }
  return ids;
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root and the folder beside it with the shared data (README). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHARED_DATA = path.resolve(ROOT, '../shared/data');

/**
 * Ports and folders of one local stack. The portal listens on PORT (default 3000); the
 * stand-ins take the ports just above it, so a test stack on another PORT never collides with
 * a running portal. Data lives in BW_DATA_DIR (default .local/data, git-ignored).
 */
export interface LocalConfig {
  port: number;
  dynamoPort: number;
  s3Port: number;
  cognitoPort: number;
  outboxPort: number;
  /** The Met Office DataHub stand-in (weather.ts). */
  weatherPort: number;
  dataDir: string;
  region: string;
}

export function localConfig(env: NodeJS.ProcessEnv = process.env): LocalConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    dynamoPort: port + 10,
    s3Port: port + 11,
    cognitoPort: port + 12,
    outboxPort: port + 13,
    weatherPort: port + 14,
    dataDir: path.resolve(ROOT, env.BW_DATA_DIR ?? '.local/data'),
    region: 'eu-west-2',
  };
}

/** Resource names used locally (CDK names them in AWS). */
export const LOCAL_NAMES = {
  mediaBucket: 'bee-watch-media',
  senderEmail: 'no-reply@bee.watch.local',
  escalationTopicArn: 'arn:aws:sns:eu-west-2:000000000000:bee-watch-escalation',
  swarmTopicArn: 'arn:aws:sns:eu-west-2:000000000000:bee-watch-swarm',
  sprayTopicArn: 'arn:aws:sns:eu-west-2:000000000000:bee-watch-spray',
  outreachTopicArn: 'arn:aws:sns:eu-west-2:000000000000:bee-watch-outreach',
} as const;

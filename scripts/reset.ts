import { rmSync } from 'node:fs';
import { localConfig } from './local/config.js';

/** `npm run reset`: wipes the local stack's data (tables, media, users, outbox). */
const { dataDir } = localConfig();
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}`);

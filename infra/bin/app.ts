import { App } from 'aws-cdk-lib';
import { readConfig } from '../lib/config.js';
import { createPortal } from '../lib/portal.js';

// Entry of cdk.json ("npx tsx infra/bin/app.ts"); settings come from context, see lib/config.ts.
const app = new App();
createPortal(app, readConfig(app));
app.synth();

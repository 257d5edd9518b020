import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../lib/config.js';
import { createPortal } from '../lib/portal.js';
import { testApp } from './helpers.js';

/**
 * cdk-nag's AwsSolutions pack over every stack of the portal: each finding must be acknowledged
 * where the resource is made, with its reason (infra/lib/nag.ts). The pack runs on the
 * construct tree before synthesis, as cdk-nag's acknowledgements name resources (references to
 * other stacks resolve to the producer's logical ids there).
 */
function findings(context: Record<string, unknown> = {}, webDist?: string): string[] {
  const app = testApp({ context });
  createPortal(app, { ...readConfig(app), webDist });
  const report = new AwsSolutionsChecks(app).validateScope(app);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}: ${v.description}`),
  );
}

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding in any stack', () => {
    expect(findings()).toEqual([]);
  });

  it('nor with the custom domains, alarm email and the web app deployed', () => {
    const dist = mkdtempSync(join(tmpdir(), 'beewatch-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    const context = {
      domainName: 'portal.bee.watch.example',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
      apiDomainName: 'api.portal.bee.watch.example',
      apiCertificateArn:
        'arn:aws:acm:eu-west-2:123456789012:certificate/11111111-2222-3333-4444-555555555555',
      alarmEmail: 'ops@bee.watch.example',
    };
    expect(findings(context, dist)).toEqual([]);
  });

  it('the pack does report what is not acknowledged (the check can fail)', () => {
    const app = testApp();
    const portal = createPortal(app, readConfig(app));
    // A bucket without access logs, added after the portal's own acknowledgements.
    new Bucket(portal.data, 'Unlogged', { enforceSSL: true });
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((v) => v.ruleName)).toContain('AwsSolutions-S1');
  });
});

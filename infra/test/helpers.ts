import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, readConfig } from '../lib/config.js';
import { createPortal, type Portal } from '../lib/portal.js';

/** The context of cdk.json, so tests see the same feature flags as `cdk synth`. */
export const CDK_CONTEXT: Record<string, unknown> = JSON.parse(
  readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'),
).context;

/** A fresh App with cdk.json's context; `bundle: false` skips esbuild (entries must still exist). */
export function testApp(opts: { bundle?: boolean; context?: Record<string, unknown> } = {}): App {
  return new App({
    outdir: mkdtempSync(join(tmpdir(), 'beewatch-cdk-')),
    context: {
      ...CDK_CONTEXT,
      ...(opts.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...opts.context,
    },
  });
}

export type StackName = keyof Portal;
export interface SynthedPortal {
  portal: Portal;
  templates: Record<StackName, Template>;
  /** Every resource of every stack, with the stack it is in. */
  resources: { stack: StackName; id: string; type: string; props: Record<string, unknown> }[];
}

/**
 * Synthesizes the whole portal once. web/dist is left out unless given, so the result does not
 * depend on whether someone built the web app.
 */
export function synthPortal(
  opts: { bundle?: boolean; context?: Record<string, unknown>; webDist?: string } = {},
): SynthedPortal {
  const app = testApp(opts);
  const portal = createPortal(app, { ...readConfig(app), webDist: opts.webDist });
  const templates = Object.fromEntries(
    Object.entries(portal).map(([name, stack]) => [name, Template.fromStack(stack as Stack)]),
  ) as Record<StackName, Template>;
  return {
    portal,
    templates,
    resources: Object.entries(templates).flatMap(([s, t]) => resourcesOf(s as StackName, t)),
  };
}

/** The resources of one template as a flat list. */
export function resourcesOf<S extends string>(stack: S, template: Template) {
  const res = template.toJSON().Resources as Record<
    string,
    { Type: string; Properties?: Record<string, unknown> }
  >;
  return Object.entries(res).map(([id, r]) => ({ stack, id, type: r.Type, props: r.Properties ?? {} }));
}

/**
 * A CloudFormation string value as text: Fn::Join flattened, references as `<Id>` / `<Id.Attr>`
 * (e.g. a CSP that names the media bucket's domain).
 */
export function flat(value: unknown): string {
  if (typeof value === 'string') return value;
  const o = value as Record<string, unknown>;
  if (o?.['Fn::Join']) {
    const [sep, parts] = o['Fn::Join'] as [string, unknown[]];
    return parts.map(flat).join(sep);
  }
  if (o?.['Fn::GetAtt']) return `<${(o['Fn::GetAtt'] as string[]).join('.')}>`;
  if (o?.Ref) return `<${o.Ref as string}>`;
  return JSON.stringify(value);
}

/** True when a CloudFormation value (ref, join, stack output…) mentions `name`. */
export const mentions = (value: unknown, name: string): boolean => JSON.stringify(value).includes(name);

import { type Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The text cdk-nag (AwsSolutions-IAM5) uses for a policy resource in a finding id, e.g.
 * `<MediaBucketBCBB02BA.Arn>/tracking/*`: tokens resolved in `stack`, then Ref → `<Id>`,
 * GetAtt → `<Id.Attr>`, Join flattened (cdk-nag's utils/flatten-cfn-reference). Resolved before
 * synthesis, as the test suite runs the pack, so references to other stacks show the producer's ids.
 */
export function nagResource(stack: Stack, value: unknown): string {
  const visit = (node: unknown): string => {
    if (node === undefined) return '';
    if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/}/g, '>');
    const o = node as Record<string, unknown>;
    if (o['Fn::Join']) {
      const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
      return items.map(visit).join(delimiter);
    }
    if (o['Fn::Sub']) return visit(o['Fn::Sub']);
    if (o['Fn::GetAtt']) {
      const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
      return `<${visit(resource)}.${visit(attribute)}>`;
    }
    if (o['Fn::ImportValue']) return visit(o['Fn::ImportValue']);
    if (o.Ref) return `<${visit(o.Ref)}>`;
    return JSON.stringify(node);
  };
  return visit(stack.resolve(value));
}

/** One acknowledged AwsSolutions finding: the rule (with its `[finding]` when the rule has several) and why. */
export interface NagAcknowledgement {
  id: string;
  reason: string;
}

/**
 * Acknowledges cdk-nag findings on one construct (and what it contains), each with its reason.
 * The suite (infra/test/nag.test.ts) fails on every finding left without one.
 */
export function acknowledge(scope: IConstruct, ...findings: NagAcknowledgement[]): void {
  for (const f of findings) Validations.of(scope).acknowledge(f);
}

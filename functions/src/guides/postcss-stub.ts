/**
 * Stands in for postcss in the Lambda bundles (infra/lib/bundling.ts aliases it here).
 * sanitize-html uses postcss only to parse `style` attributes, and the guide allow-list admits
 * none (guides/sanitize.ts: no `style` attribute, parseStyleAttributes false), so it is never
 * called; postcss and its source-map support would add ~87 KB to the content function.
 */
export function parse(): never {
  throw new Error('postcss is not bundled: guide HTML allows no style attribute');
}

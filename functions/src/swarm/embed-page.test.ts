import { describe, expect, it } from 'vitest';
import { embedKeyOf, withFrameAncestors } from './embed-page.js';

describe('embed page', () => {
  it("finds the key in both spec paths, case-sensitively like CloudFront's path pattern", () => {
    expect(embedKeyOf('/home/swarmapi/bwk_abc')).toBe('bwk_abc');
    expect(embedKeyOf('/home/swarmapi/bwk_abc/https%3A%2F%2Fexample.org')).toBe('bwk_abc');
    expect(embedKeyOf('/Home/SwarmApi/bwk_abc')).toBeUndefined();
    expect(embedKeyOf('/home/testapi')).toBeUndefined();
  });

  it("replaces frame-ancestors 'none' by the allowed sources and keeps the rest", () => {
    const csp = "default-src 'self'; script-src 'self'; frame-ancestors 'none'";
    expect(withFrameAncestors(csp, "'self' https://www.example.org")).toBe(
      "default-src 'self'; script-src 'self'; frame-ancestors 'self' https://www.example.org",
    );
    expect(withFrameAncestors("default-src 'self'", "'self'")).toBe(
      "default-src 'self'; frame-ancestors 'self'",
    );
  });
});

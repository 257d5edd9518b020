import { describe, expect, it } from 'vitest';
import { sanitizeGuideHtml } from './sanitize.js';

describe('guide HTML allow-list', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><p>A <strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul>' +
      '<ol><li>two</li></ol><blockquote><p>q</p></blockquote><pre><code>x</code></pre><hr>' +
      '<p><a href="https://bee.watch">web</a> <a href="mailto:help@bee.watch">mail</a> <a href="/home/messages">portal</a></p>';
    expect(sanitizeGuideHtml(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)"><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="alert(1)"><circle /></svg><p>ok</p>', '<p>ok</p>'],
    ['<style>p{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="p"></form><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (input, expected) => {
    expect(sanitizeGuideHtml(input)).toBe(expected);
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeGuideHtml('<a href="https://bee.watch" target="_blank">x</a>')).toBe(
      '<a href="https://bee.watch" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeGuideHtml('<p>1 &lt; 2 &amp; "&lt;script&gt;"</p>')).toBe(
      '<p>1 &lt; 2 &amp; "&lt;script&gt;"</p>',
    );
  });
});

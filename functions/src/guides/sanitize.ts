import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list of guide HTML (sanitized on the server before it is stored or shown).
 * What the editor produces — paragraphs, headings, emphasis, lists, quotes, code, rules and
 * links — and nothing else: no script, style, iframe, img, form or event-handler attribute; links
 * only to http(s), mailto or portal-relative addresses (no javascript:, data:, vbscript:).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // No style attribute is allowed, so none is parsed (the Lambda bundles leave postcss out).
  parseStyleAttributes: false,
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

/** The guide HTML reduced to the allow-list above. */
export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

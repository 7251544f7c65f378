import sanitize from 'sanitize-html';

/** The HTML that content pages may hold: text structure and relative or https links, nothing that runs. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'a',
      'br',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'mailto', 'tel'],
    allowProtocolRelative: false,
  });
}

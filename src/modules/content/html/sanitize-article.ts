import sanitizeHtml from 'sanitize-html';

/** The markup an article needs, and nothing that runs, styles the page or embeds another document. */
const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr',
  'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption',
  'strong', 'em', 'b', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
  'blockquote', 'code', 'pre',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Links may go to the web or to a mailbox; images only over https (no data: or http: images on our pages).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's title is the article's h1.
    h1: 'h2',
    // A link to another site must not get a handle on our window or learn where the reader came from.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // Images come over https from elsewhere: one whose source was refused, or is relative, is dropped.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** Blog HTML as it is stored and served: sanitized on write with an allowlist (QUALITY.md). */
export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

export const ARTICLE_TAGS: readonly string[] = ALLOWED_TAGS;
export const ARTICLE_ATTRIBUTES = OPTIONS.allowedAttributes as Record<string, string[]>;

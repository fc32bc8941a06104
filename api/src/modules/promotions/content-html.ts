// A promotion's content is HTML an operator writes: it is sanitised when stored, so whatever reads it (the site, an
// integrator's client without DOMPurify) gets text and layout only — no scripts, handlers, frames, styles or
// javascript: links.
import sanitizeHtml from 'sanitize-html';

const ALLOWED = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  // A link that leaves the site must not reach back into it through window.opener.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizePromotionHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

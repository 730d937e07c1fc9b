import DOMPurify, { type Config } from 'dompurify';

/**
 * The friend intro is HTML written by staff and shown to the public (spec §2 screen 10). The server sanitises it on
 * save; the browser sanitises it again before rendering (issue 9 §2), so a row written before the server's rule, or
 * by anything but the save call, still cannot run script. Ordinary formatting survives: paragraphs, headings, lists,
 * links, emphasis. No style, no event handlers, no frames or forms; DOMPurify keeps only safe URL schemes.
 */
export const INTRO_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'span',
    'div',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
} satisfies Config;

/** The intro's HTML with only what INTRO_POLICY allows. */
export function sanitizeIntro(html: string): string {
  return DOMPurify.sanitize(html, { ...INTRO_POLICY, RETURN_TRUSTED_TYPE: false });
}

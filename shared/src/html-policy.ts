// The one HTML policy of the friend intro (spec §2 screen 10, §3 friend intro): staff-written HTML shown to the
// public. The Worker sanitises with sanitize-html on save and on every read (workers/api/src/friends/intro.ts); the
// friends remote renders with DOMPurify configured from these same lists. Plain data, so both read one truth.

/** Ordinary formatting only: paragraphs, headings, lists, links, emphasis, quotes. */
export const INTRO_ALLOWED_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
] as const;

/** Attributes kept, per tag: only a link's target address (rel and target are forced, see below). No style, no on*. */
export const INTRO_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'target'],
};

/** The only URL schemes a link may use; `javascript:`, `data:`, `vbscript:` and relative tricks are dropped. */
export const INTRO_ALLOWED_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link opens apart from the page and tells the target nothing (set on each kept `a`). */
export const INTRO_LINK_REL = 'noopener noreferrer nofollow';
export const INTRO_LINK_TARGET = '_blank';

/** Elements removed with everything inside them (their text is code or markup, never prose to keep). */
export const INTRO_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
] as const;

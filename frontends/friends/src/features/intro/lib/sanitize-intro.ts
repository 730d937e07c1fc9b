import {
  INTRO_ALLOWED_ATTRIBUTES,
  INTRO_ALLOWED_TAGS,
  INTRO_ALLOWED_URL_SCHEMES,
  INTRO_DROPPED_WITH_CONTENT,
  INTRO_LINK_REL,
  INTRO_LINK_TARGET,
} from '@app/shared';
import DOMPurify, { type Config } from 'dompurify';

/**
 * The friend intro is HTML written by staff and shown to the public (spec §2 screen 10). The server sanitises it on
 * save and on read; the browser sanitises it again before rendering (issue 9 §2), with the same lists
 * (shared/src/html-policy.ts), so a row written by anything but the save call still cannot run script.
 */
const INTRO_CONFIG = {
  ALLOWED_TAGS: [...INTRO_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(INTRO_ALLOWED_ATTRIBUTES).flat())],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${INTRO_ALLOWED_URL_SCHEMES.join('|')}):`, 'i'),
  ADD_FORBID_CONTENTS: [...INTRO_DROPPED_WITH_CONTENT],
} satisfies Config;

// An instance of its own: its hooks never touch another DOMPurify user on the page.
const purifier = DOMPurify(window);
// Attributes are allowed per tag (an href on a link only), which ALLOWED_ATTR alone cannot say.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = INTRO_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
});
// Every kept link opens apart from the page and tells the target nothing.
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName.toLowerCase() !== 'a') return;
  node.setAttribute('rel', INTRO_LINK_REL);
  node.setAttribute('target', INTRO_LINK_TARGET);
});

/** The intro's HTML with only what the shared intro policy allows. */
export function sanitizeIntro(html: string): string {
  return purifier.sanitize(html, { ...INTRO_CONFIG, RETURN_TRUSTED_TYPE: false });
}

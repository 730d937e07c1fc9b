// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeIntro } from './sanitize-intro';

// DOMPurify in jsdom, which DOMPurify itself is tested on: happy-dom's node iterator skips nodes while DOMPurify
// removes them, so it would let payloads through that a browser never would.

/** Known XSS payloads (OWASP's cheat sheet and DOMPurify's own tests); none may keep anything that runs. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(1)">',
  '<svg onload=alert(1)><circle r=1></circle></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">x</p>',
  '<div onclick="alert(1)">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<details open ontoggle=alert(1)>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
];

describe('sanitizeIntro (issue 9 §2)', () => {
  it.each(PAYLOADS)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitizeIntro(`<p>Hello</p>${payload}`);
    expect(clean).toContain('<p>Hello</p>');
    const host = document.createElement('div');
    host.innerHTML = clean;
    for (const element of host.querySelectorAll('*')) {
      expect([
        'script',
        'iframe',
        'style',
        'object',
        'embed',
        'form',
        'base',
        'meta',
        'svg',
        'math',
      ]).not.toContain(element.localName);
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^src$|^srcdoc$/i);
        expect(attribute.value).not.toMatch(/^\s*(?:javascript|data|vbscript):/i);
      }
    }
  });

  it('keeps ordinary formatting: paragraphs, headings, lists, links, bold', () => {
    const intro =
      '<h2>Become a friend</h2><p>We pay <b>$.15</b> per <strong>minute</strong>, <em>to Monero</em>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>Thank you</blockquote>';
    expect(sanitizeIntro(intro)).toBe(intro);
  });

  it('keeps http, https and mailto links, opening apart from the page; drops other attributes', () => {
    const link = '<a href="https://getmonero.org" rel="opener" target="_self" onclick="x()">Monero</a>';
    expect(sanitizeIntro(link)).toBe(
      '<a href="https://getmonero.org" rel="noopener noreferrer nofollow" target="_blank">Monero</a>',
    );
    expect(sanitizeIntro('<a href="mailto:help@example.com">Mail</a>')).toContain(
      'href="mailto:help@example.com"',
    );
    expect(sanitizeIntro('<p href="https://x.org" title="t">x</p>')).toBe('<p>x</p>');
  });
});

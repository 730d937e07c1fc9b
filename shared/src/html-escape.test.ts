import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';

describe('escapeHtml', () => {
  it('leaves no tag, entity or attribute end in text', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)"> & &amp;')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &amp;amp;',
    );
    expect(escapeHtml('Friends 60 · $9.99')).toBe('Friends 60 · $9.99');
  });
});

/**
 * Text made safe to write into HTML, in an element or a double-quoted attribute: the page frame and the screens the
 * Worker writes before any script (issue 12 §5) escape every word and every value with it.
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

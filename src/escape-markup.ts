/** Text or a double-quoted attribute value in HTML or XML: the four characters that could end or start markup there. */
export const escapeMarkup = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

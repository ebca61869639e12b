/** Text as HTML: `&`, `<`, `>` and quotes escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A line of plain text (a PDF's, a mail's) as HTML in which each web address it writes out is a link, as a mail
 * client or a PDF viewer shows it: "Register: https://club.example/camp" links the registration page the way a
 * page's anchor does. Trailing punctuation closes the sentence, not the address.
 */
export function linkedHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    let link = match[0];
    while (link.length > 0 && '.,;:!?)]'.includes(link[link.length - 1])) link = link.slice(0, -1);
    const start = match.index;
    html += `${escapeHtml(text.slice(at, start))}<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    at = start + link.length;
  }
  return html + escapeHtml(text.slice(at));
}

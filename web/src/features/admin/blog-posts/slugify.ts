/** What a slug may be: lowercase letters and digits in runs joined by single hyphens (the server's rule). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMaxLength = 120;

/**
 * A slug from a title, by the same rule as the server (spec section 5): accents dropped ("Otoño" → "otono"),
 * lowercase, runs of anything but letters and digits become one hyphen, no hyphen at either end, and cut to the
 * longest slug the server accepts.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, slugMaxLength)
    .replace(/-+$/, '');
}

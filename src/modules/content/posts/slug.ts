/** What a slug may be: lowercase letters and digits in runs joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

/**
 * A slug from a title (spec section 5): lowercase, runs of anything but letters and digits become one hyphen,
 * no hyphen at either end. Accents are dropped first, so "Clínica de Otoño" gives "clinica-de-otono".
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // Runs are one hyphen by now: no quantifier, so a title of hyphens cannot make this quadratic.
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-$/, '');
}

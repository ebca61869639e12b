const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** Markup already made safe (by `html`); everything else interpolated into `html` is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolated = string | number | SafeHtml | readonly (string | SafeHtml)[] | null | undefined;

function render(value: Interpolated): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item: string | SafeHtml) => render(item)).join('');
  return escapeHtml(String(value));
}

/**
 * A template for mail HTML in which every interpolated value is escaped (event names, cities and links come from
 * organizers' pages and admins, and must not become markup), except what another `html` template made.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + part + (index < values.length ? render(values[index]) : ''), ''));
}

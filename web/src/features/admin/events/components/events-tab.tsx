/** Placeholder until the events tab lands (same session). */
export function EventsTab() {
  return null;
}

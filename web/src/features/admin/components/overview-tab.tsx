/** Placeholder until the overview lands (same session). */
export function OverviewTab() {
  return null;
}

/** Placeholder until the users tab lands (same session). */
export function UsersTab() {
  return null;
}

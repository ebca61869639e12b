/** What the account menu's button shows: the user's initial and name. */
export function AppUserMenuFace({ username }: { username: string }) {
  return (
    <>
      <span className="app-user-menu__avatar" aria-hidden="true">
        {username.charAt(0).toUpperCase()}
      </span>
      <span className="app-user-menu__name">{username}</span>
    </>
  );
}

type AppPageTitleProps = { title: string };

/** The heading every signed-in page opens with. */
export function AppPageTitle({ title }: AppPageTitleProps) {
  return (
    <div className="container app-page-title">
      <h1>{title}</h1>
    </div>
  );
}

import './article-html.css';

type ArticleHtmlProps = {
  /** HTML the server sanitized with its allowlist (no script, event handler or javascript: URL survives). */
  html: string;
  className?: string;
};

/**
 * A blog post's body, shown as the server stored it, in readable article typography. It is not sanitized again
 * here: the server does it on every write and for the admin's preview, so the two can never disagree.
 */
export function ArticleHtml({ html, className }: ArticleHtmlProps) {
  return <div className={className ? `article-html ${className}` : 'article-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}

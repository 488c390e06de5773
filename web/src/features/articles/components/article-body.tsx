import './article-prose.css';

/** An article's body: HTML already sanitised by the server on every write (decision 14). */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every body on write (decision 14)
  return <div className={`article-prose text-base text-ink ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

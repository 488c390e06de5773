import './article-prose.css';

/** An article's body: HTML already sanitised by the server on every write (decision 14). */
export function ArticleBody({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`article-prose text-base text-ink ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

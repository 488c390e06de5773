import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, clubs, events, featuredPosts, programs, startups, users } from '../db/schema';

/**
 * Every column that names a stored image (server/db/schema: the image of articles, featured posts, communities,
 * events and programs, a startup's logo, a member's profile image). A new image column belongs here.
 */
const IMAGE_COLUMNS = [
  articles.articleImage,
  featuredPosts.image,
  clubs.image,
  events.image,
  programs.image,
  startups.logo,
  users.profileImage,
] as const;

/** The part of an image's name that its card-sized copy shares (`<id>-w`), or the whole name. */
function stem(url: string) {
  const name = url.slice(url.lastIndexOf('/') + 1);
  return /^(.+-w)\d+\.webp$/.exec(name)?.[1] ?? name;
}

/**
 * Whether any row still names this image: one query over the image columns and the article bodies (their inline
 * images are stored files too, decision 14, and a body may show another row's image). Read when the removal job
 * runs, after the write that queued it committed. The columns have no index: a scan of each table, run once per
 * replaced or deleted image.
 */
export async function imageNamed(db: Db, url: string): Promise<boolean> {
  const checks = IMAGE_COLUMNS.map((col) => sql`EXISTS (SELECT 1 FROM ${col.table} WHERE ${col} = ${url})`);
  const pattern = `%${stem(url).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  checks.push(sql`EXISTS (SELECT 1 FROM ${articles} WHERE ${articles.body} LIKE ${pattern})`);
  const res = await db.execute<{ named: boolean }>(sql`SELECT (${sql.join(checks, sql` OR `)}) AS named`);
  return res.rows[0]!.named === true;
}

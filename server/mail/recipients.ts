/** The language a mail is written in (issue 20): its recipient's saved `locale`, English when none is known. */
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../common/i18n';
import type { Db } from '../db/client';
import { users } from '../db/schema';

const known = (locale: unknown): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The member's language. */
export async function memberLocale(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
  return known(row?.locale);
}

/** The language of the member whose account has this address; English for an address without an account. */
export async function addressLocale(db: Db, email: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return known(row?.locale);
}

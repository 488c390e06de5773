// The API's language (issue 20, docs/i18n.md): its messages are English, word for word as the specification
// writes them, unless the request asks for French. The catalogues are compiled by `npm run i18n` from
// locales/<locale>.po into server/locales/<locale>.ts; a message's id is its English text.
import { type I18n, setupI18n } from '@lingui/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALES,
  formatSafely,
  preferredLocale,
  templateOf,
} from '../../common/i18n';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { T } from './cache-tags';
import { messages as en } from '../locales/en';
import { messages as fr } from '../locales/fr';

const catalogues = { en, fr };
const instances = Object.fromEntries(
  LOCALES.map((l) => [l, setupI18n({ locale: l, messages: { [l]: catalogues[l] }, missing: (_l, id) => id })]),
) as Record<Locale, I18n>;

/** A message in a language; one the catalogue lacks (a text made of live values) is shown as it is. */
export function translate(locale: Locale, id: string, values?: Record<string, unknown>): string {
  if (locale === DEFAULT_LOCALE && !values) return id;
  const catalogue = catalogues[locale];
  if (!values && !(id in catalogue)) {
    // A text filled from a template ('email is required'): written again from its template in the language.
    const filled = templateOf(catalogue, id);
    if (filled) return formatSafely((v) => instances[locale]._(filled[0], v), filled[1]);
  }
  return formatSafely((v) => instances[locale]._(id, v), values);
}

/**
 * The language a request's messages are in. The web app names its page's language in `Accept-Language`; a
 * header that prefers French gets French, one that prefers English or another language gets English. Without
 * a header (or '*'), a signed-in member's saved `locale` decides (`profileLocale`, looked up only then).
 */
export async function requestLocale(
  header: string | undefined,
  profileLocale?: () => Promise<string | null | undefined>,
): Promise<Locale> {
  const named = header?.trim() && header.trim() !== '*';
  if (named || !profileLocale) return preferredLocale(header);
  const saved = await profileLocale().catch(() => undefined);
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/**
 * The language of a request's messages (requestLocale). The member's saved language is read only for a request
 * that names none, and kept per member until their profile changes (the `T.user` tag PATCH /api/user/profile
 * drops): a signed-in API client polling a list costs no extra query.
 */
export function localeOf(request: FastifyRequest, ctx: Pick<AppContext, 'db' | 'cache'> | undefined): Promise<Locale> {
  const id = request.auth?.id;
  return requestLocale(
    request.headers['accept-language'],
    id && ctx
      ? () =>
          ctx.cache.own(id, 'locale', [T.user(id)], async () => {
            const [row] = await ctx.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)).limit(1);
            return row?.locale ?? null;
          })
      : undefined,
  );
}

import type { AuthUser } from '../plugins/auth';
import type { TokenSigner } from '../plugins/auth';

const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|pingdom|monitor|curl|wget|python|httpclient|okhttp|go-http|java\/|node-fetch|axios|scrapy/i;

/** Views by crawlers, link previews and scripts are not counted (a missing User-Agent counts as a bot). */
export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent);

export interface Visitor {
  auth?: AuthUser;
  ip: string;
  userAgent?: string;
}

/** Today (UTC) as the day a view is counted on. */
export const viewDay = () => new Date().toISOString().slice(0, 10);

/**
 * Who counts as one viewer on `day`: a member by id; a visitor by their address and browser, digested with the
 * server's secret and the day, so the stored key neither gives back the address nor follows anyone across days.
 */
export function viewerKey(signer: TokenSigner, visitor: Visitor, day: string) {
  if (visitor.auth) return `u:${visitor.auth.id}`;
  return `a:${signer.digest('view', `${day}|${visitor.ip}|${visitor.userAgent ?? ''}`).slice(0, 32)}`;
}

/** The first day whose view records are still needed (yesterday): older ones can go. */
export function oldestKeptDay(day: string) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

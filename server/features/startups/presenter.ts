import type { Startup } from '../../../common/schemas/startups';
import type { StartupListRow } from './queries';

/** Row → the answer of part 3 §3. A pending claim whose code has expired reads unclaimed again. */
export function presentStartup(s: StartupListRow, now = Date.now()): Startup {
  const claimStatus =
    s.claimStatus === 'pending_claim' && (!s.claimPendingUntil || s.claimPendingUntil.getTime() < now)
      ? 'unclaimed'
      : s.claimStatus;
  return {
    _id: s.id,
    name: s.name,
    description: s.description,
    industry: s.industry,
    logo: s.logo,
    location: s.location,
    foundedYear: s.foundedYear,
    fundingStage: s.fundingStage,
    founders: s.founders,
    website: s.website,
    contactEmail: s.contactEmail,
    status: s.status,
    rejectionReason: s.rejectionReason,
    isAdminCreated: s.isAdminCreated,
    claimStatus,
    claimDate: s.claimDate?.toISOString() ?? null,
    owner: s.ownerId,
    followersCount: s.followersCount,
    viewsCount: s.viewsCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Lowercase, accents removed, only letters and digits (in any script) separated by single spaces. */
export const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words of a search text (at most 8), normalised like the stored search text. */
export const searchWords = (q: string | undefined) => (q ? normalise(q).split(' ').filter(Boolean).slice(0, 8) : []);

/** The text the full-text column is built from: what a visitor would search a startup by. */
export const searchTextOf = (s: {
  name: string;
  industry: string;
  location?: string | null;
  fundingStage?: string | null;
  founders?: string[] | null;
  description: string;
}) =>
  normalise(
    [s.name, s.industry, s.location ?? '', s.fundingStage ?? '', (s.founders ?? []).join(' '), s.description].join(' '),
  );

const STOP = new Set(
  'about after also and are based been being between both build building but can company for from has have helps into its more most our over platform solutions startup that the their them they this through using was were which while who will with your'.split(
    ' ',
  ),
);

/**
 * Search Similar's suggestion chips: the startup's industry, country and funding stage, then the longest
 * distinct words of its description.
 */
export function suggestionsOf(s: StartupListRow, max: number): string[] {
  const out: string[] = [];
  const add = (v: string | null | undefined) => {
    const t = v?.trim();
    if (t && !out.some((o) => o.toLowerCase() === t.toLowerCase())) out.push(t);
  };
  add(s.industry);
  add(s.location?.split(',').pop());
  add(s.fundingStage);
  const words = s.description
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length >= 5 && !STOP.has(w.toLowerCase()))
    .sort((a, b) => b.length - a.length);
  for (const w of words) {
    if (out.length >= max) break;
    add(w.toLowerCase());
  }
  return out.slice(0, max);
}

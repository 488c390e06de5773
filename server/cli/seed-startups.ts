import type { AppContext } from '../context';
import { searchTextOf } from '../features/startups/presenter';
import { insertStartups, type NewStartup } from '../features/startups/queries';
import demoStartups from './demo-startups.json';

/**
 * Demo startups (decision 22, issue 11): verified startups across industries and African countries, some owned by
 * demo members, some admin-created and unclaimed (claimable at their contactEmail: the code lands in the outbox),
 * and one pending and one rejected startup for the owner dashboard. `owner` is an index into the demo users.
 */
interface DemoStartup {
  name: string;
  industry: string;
  location: string;
  foundedYear: string;
  fundingStage: string;
  founders: string[];
  description: string;
  /** The part before .africa / .com of the website and contact address. */
  domain: string;
  /** Two colours, the logo's gradient. */
  colors: string[];
  owner?: number;
  /** Admin-created and unclaimed (no owner). The others belong to a demo member (`owner`, or in turn). */
  unclaimed?: boolean;
  status?: 'pending' | 'rejected';
  rejectionReason?: string;
  noLogo?: boolean;
}

/** The demo startups, as data (demo-startups.json; the seed test seeds every one). */
export const DEMO_STARTUPS = demoStartups as readonly DemoStartup[];

/** A plain geometric logo from two colours (no text, no network), stored through the SVG upload path. */
async function logo(ctx: AppContext, [a, b]: string[], i: number) {
  const shapes = [
    `<circle cx="128" cy="128" r="64" fill="#fff" fill-opacity="0.9"/>`,
    `<rect x="72" y="72" width="112" height="112" rx="20" fill="#fff" fill-opacity="0.9"/>`,
    `<path d="M128 56 L200 188 L56 188 Z" fill="#fff" fill-opacity="0.9"/>`,
    `<circle cx="100" cy="128" r="44" fill="#fff" fill-opacity="0.9"/><circle cx="156" cy="128" r="44" fill="#fff" fill-opacity="0.6"/>`,
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="256" height="256" rx="48" fill="url(#g)"/>${shapes[i % shapes.length]}</svg>`;
  return ctx.images.storeImage(Buffer.from(svg), { width: 256, accept: ['png', 'jpeg'], allowSvg: true });
}

export interface SeededStartup {
  id: string;
  name: string;
  status: 'pending' | 'verified' | 'rejected';
  ownerId: string | null;
  industry: string;
}

/**
 * Adds the demo startups; `users` are the demo members' ids (DEMO_USERS order). Answers every seeded startup
 * (the opportunities seed picks verified ones from it). Newest first in the directory is the list order.
 */
export async function seedStartups(ctx: AppContext, users: string[]): Promise<SeededStartup[]> {
  const now = Date.now();
  const rows: NewStartup[] = [];
  for (const [i, s] of DEMO_STARTUPS.entries()) {
    const tld = s.location.includes('Kenya') ? 'co.ke' : s.location.includes('South Africa') ? 'co.za' : 'africa';
    // Every startup but the unclaimed ones has an owner among the demo members (who created it).
    const ownerId = s.unclaimed ? null : (users[s.owner ?? i % Math.max(users.length, 1)] ?? null);
    const fields = {
      name: s.name,
      description: s.description,
      industry: s.industry,
      location: s.location,
      foundedYear: s.foundedYear,
      fundingStage: s.fundingStage,
      founders: s.founders,
    };
    const created = new Date(now - (i + 1) * 3 * 86_400_000);
    rows.push({
      ...fields,
      searchText: searchTextOf(fields),
      website: `https://www.${s.domain}.${tld}`,
      contactEmail: `hello@${s.domain}.${tld}`,
      logo: s.noLogo ? null : await logo(ctx, s.colors, i),
      status: s.status ?? 'verified',
      rejectionReason: s.rejectionReason ?? null,
      isAdminCreated: !ownerId,
      // Admin-created startups stay open to claims; an owner's startup is theirs from the start.
      claimStatus: ownerId ? 'claimed' : 'unclaimed',
      claimDate: null,
      ownerId,
      followersCount: 0,
      viewsCount: (i * 37) % 400,
      createdAt: created,
      updatedAt: created,
    });
  }
  const inserted = await insertStartups(ctx.db, rows);
  return inserted.map((r, i) => ({
    id: r.id,
    name: r.name,
    status: rows[i]!.status ?? 'verified',
    ownerId: rows[i]!.ownerId ?? null,
    industry: rows[i]!.industry,
  }));
}

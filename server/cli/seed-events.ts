import type { AppContext } from '../context';
import { events, playlists, programs } from '../db/schema';
import { youtubePlaylistId } from '../../common/playlists';

const DAY = 86_400_000;

/** Upcoming events (free and paid), programs and video playlists, featured and active ones among them. */
const EVENTS = [
  {
    title: 'Lagos Founders Breakfast',
    location: 'Yaba, Lagos, Nigeria',
    inDays: 9,
    eventType: 'free' as const,
    featured: true,
    colors: ['#b45309', '#be123c'],
    description:
      'Coffee, introductions and five-minute lessons from founders building in Lagos. Open to every founder and operator.',
    registrationUrl: 'https://example.org/events/lagos-breakfast',
  },
  {
    title: 'Africa Fintech Investor Summit',
    location: 'Nairobi, Kenya',
    inDays: 24,
    eventType: 'paid' as const,
    featured: true,
    colors: ['#047857', '#1e3a8a'],
    description:
      'A day of pitches, panels and one-to-one meetings between fintech founders and investors from across the continent.',
    paymentInstructions:
      'Tickets are 50 USD. Pay by bank transfer to AfriFounders Events, account 0123456789 (Demo Bank), with your name as the reference, then register with the link.',
    registrationUrl: 'https://example.org/events/fintech-summit',
  },
  {
    title: 'AgriTech Field Day',
    location: 'Kumasi, Ghana',
    inDays: 38,
    eventType: 'free' as const,
    featured: false,
    colors: ['#65a30d', '#0f766e'],
    description:
      'Visit three farms using sensors, mobile payments and shared cold storage, and meet the startups behind them.',
  },
  {
    title: 'Pitch Clinic: Pre-Seed Decks',
    location: 'Online',
    inDays: 52,
    eventType: 'paid' as const,
    featured: true,
    colors: ['#4338ca', '#0e7490'],
    description:
      'Bring your deck and get feedback from two angel investors and a founder who raised last year. Ten seats.',
    paymentInstructions:
      'Seats are 10 USD, paid by mobile money to +234 800 000 0000 (AfriFounders) with your email as the reference.',
  },
];

const PROGRAMS = [
  {
    title: 'AfriFounders Accelerator',
    programType: 'free' as const,
    featured: true,
    colors: ['#0f766e', '#1d4ed8'],
    description:
      'Twelve weeks of mentoring, workshops and investor introductions for pre-seed startups, ending with a demo day.',
    registrationUrl: 'https://example.org/programs/accelerator',
  },
  {
    title: 'Women Founders Fellowship',
    programType: 'free' as const,
    featured: true,
    colors: ['#be185d', '#7c3aed'],
    description:
      'A six-month fellowship pairing women founders with operators who have scaled companies across Africa.',
    registrationUrl: 'https://example.org/programs/fellowship',
  },
  {
    title: 'Growth Marketing Bootcamp',
    programType: 'paid' as const,
    featured: false,
    colors: ['#ca8a04', '#ea580c'],
    description:
      'Four weeks of hands-on growth: acquisition channels, referral loops and measuring what works on a small budget.',
    paymentInstructions:
      'The bootcamp costs 100 USD. Pay by card on the registration page or by bank transfer to AfriFounders Programs, account 9876543210 (Demo Bank).',
  },
];

const PLAYLISTS = [
  {
    title: 'Startup School',
    description: 'Talks from Y Combinator on ideas, building, launching and fundraising.',
    youtubeUrl: 'https://www.youtube.com/playlist?list=PLQ-uHSnFig5M9fW16o2l35jrfdsxGknNB',
    isActive: true,
  },
  {
    title: 'How to Start a Startup',
    description: 'The Stanford lecture series on starting a company.',
    youtubeUrl: 'https://www.youtube.com/playlist?list=PLQ-uHSnFig5MaafmEh1-1DVsD9SDVV0Qd',
    isActive: true,
  },
  {
    title: 'Lightcone Podcast',
    description: 'Conversations on building startups today.',
    youtubeUrl: 'https://www.youtube.com/playlist?list=PLQ-uHSnFig5Ob4XXhgSK26Smb4oRhzFmK',
    isActive: false,
  },
];

/** The demo events, programs and playlists (decision 22); `banner` makes and stores an image from two colours. */
export async function seedEventsProgramsPlaylists(
  ctx: AppContext,
  createdBy: string | undefined,
  banner: (colors: string[]) => Promise<string>,
) {
  for (const e of EVENTS) {
    await ctx.db.insert(events).values({
      title: e.title,
      description: e.description,
      location: e.location,
      date: new Date(Math.ceil((Date.now() + e.inDays * DAY) / 3_600_000) * 3_600_000),
      image: await banner(e.colors),
      registrationUrl: e.registrationUrl ?? null,
      eventType: e.eventType,
      paymentInstructions: e.paymentInstructions ?? null,
      isFeatured: e.featured,
      createdBy,
    });
  }
  for (const p of PROGRAMS) {
    await ctx.db.insert(programs).values({
      title: p.title,
      description: p.description,
      image: await banner(p.colors),
      registrationUrl: p.registrationUrl ?? null,
      programType: p.programType,
      paymentInstructions: p.paymentInstructions ?? null,
      isFeatured: p.featured,
    });
  }
  // Oldest first, so the first one listed (newest active) is Startup School, the hero video.
  for (const [i, p] of [...PLAYLISTS].reverse().entries()) {
    const createdAt = new Date(Date.now() - (PLAYLISTS.length - i) * 60_000);
    await ctx.db
      .insert(playlists)
      .values({ ...p, playlistId: youtubePlaylistId(p.youtubeUrl)!, createdAt, updatedAt: createdAt });
  }
}

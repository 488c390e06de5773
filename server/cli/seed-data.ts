import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { hashPassword } from '../lib/passwords';
import { insertClub, join } from '../features/communities/queries';
import { insertComment } from '../features/posts/comment-queries';
import { insertPost, toggleLike } from '../features/posts/queries';
import { insertArticle, updateArticle } from '../features/articles/queries';
import { stripHtml } from '../../common/articles';
import { SAMPLE_ARTICLES } from './sample-articles';
import { seedEventsProgramsPlaylists } from './seed-events';
import { seedOpportunities } from './seed-opportunities';
import { seedStartups } from './seed-startups';
import { findUserByEmail, insertUser } from '../features/users/queries';
import { featuredPosts } from '../db/schema';

/** Demo members who author the demo content. They cannot sign in (random passwords). */
export const DEMO_USERS = [
  { firstName: 'Amina', lastName: 'Okafor', email: 'amina.okafor@demo.afrifounders.org', location: 'Lagos, Nigeria' },
  { firstName: 'Kwame', lastName: 'Mensah', email: 'kwame.mensah@demo.afrifounders.org', location: 'Accra, Ghana' },
  { firstName: 'Wanjiru', lastName: 'Kamau', email: 'wanjiru.kamau@demo.afrifounders.org', location: 'Nairobi, Kenya' },
  {
    firstName: 'Thabo',
    lastName: 'Nkosi',
    email: 'thabo.nkosi@demo.afrifounders.org',
    location: 'Johannesburg, South Africa',
  },
] as const;

const COMMUNITIES = [
  {
    name: 'Fintech Founders Africa',
    description: 'Payments, lending, savings and insurance: founders building financial services for the continent.',
    colors: ['#047857', '#0f766e'],
  },
  {
    name: 'AgriTech Innovators',
    description: 'From farm to market: tools, data and logistics for African agriculture.',
    colors: ['#65a30d', '#15803d'],
  },
  {
    name: 'HealthTech Builders',
    description: 'Clinics, diagnostics, pharmacies and health records that reach every community.',
    colors: ['#0891b2', '#1d4ed8'],
  },
  {
    name: 'Women in Tech Africa',
    description: 'A space for women founders and operators to share, mentor and grow together.',
    colors: ['#be185d', '#7c3aed'],
  },
  {
    name: 'Climate & Energy Startups',
    description: 'Solar, clean cooking, e-mobility and the businesses of a greener Africa.',
    colors: ['#ca8a04', '#ea580c'],
  },
  {
    name: 'EdTech Collective',
    description: 'Learning platforms, skills and schools: founders reinventing education.',
    colors: ['#4f46e5', '#0e7490'],
  },
  {
    name: 'Creative Economy Hub',
    description: 'Music, film, fashion and design businesses: a community for creative founders.',
    colors: ['#9333ea', '#db2777'],
    status: 'pending' as const,
  },
];

const ARTICLE_COLORS = [
  ['#0f766e', '#1e3a8a'],
  ['#0369a1', '#0891b2'],
  ['#15803d', '#ca8a04'],
  ['#7c2d12', '#b45309'],
  ['#312e81', '#6d28d9'],
];

const THREADS = [
  {
    post: 'We just closed our pre-seed round after 43 investor conversations. Happy to share the deck structure and what questions came up most often. Ask away!',
    comments: [
      {
        text: 'Congratulations! Which questions were hardest to answer?',
        replies: [
          'Unit economics at small scale, by far. We showed cohort data from our pilot city.',
          'Same experience here. Cohort tables won the room for us too.',
        ],
      },
      {
        text: 'Did you raise from local or international investors?',
        replies: ['A mix: two local angels led, then a fund from Nairobi joined.'],
      },
    ],
  },
  {
    post: 'What tools are you using for customer support over WhatsApp? Our volume tripled this quarter and we are drowning in chats.',
    comments: [
      {
        text: 'We moved to a shared inbox with templates. Response time went from hours to minutes.',
        replies: ['Which one? Does it handle voice notes?'],
      },
    ],
  },
  { post: 'Monthly meetup this Friday at 6pm. Bring one lesson you learned the hard way this month.', comments: [] },
];

/** A banner made from the community's colours, stored through the normal upload path. */
async function banner(ctx: AppContext, colors: string[]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><circle cx="980" cy="120" r="220" fill="#fff" fill-opacity="0.08"/><circle cx="180" cy="560" r="260" fill="#fff" fill-opacity="0.06"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return ctx.images.storeImage(png, { width: 1200, height: 600 });
}

/** Fills an empty database with demo content (decision 22); does nothing once the demo users exist. */
export async function seedIfEmpty(ctx: AppContext, log: FastifyBaseLogger) {
  if (await findUserByEmail(ctx.db, DEMO_USERS[0].email)) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const users: string[] = [];
  for (const u of DEMO_USERS) {
    const row = await insertUser(ctx.db, {
      ...u,
      phoneNumber: '',
      passwordHash,
      emailVerified: true,
      status: 'active',
    });
    if (row) users.push(row.id);
  }
  for (const [i, c] of COMMUNITIES.entries()) {
    const club = await insertClub(ctx.db, {
      name: c.name,
      description: c.description,
      image: await banner(ctx, c.colors),
      status: c.status ?? 'approved',
      createdBy: users[0],
    });
    if (!club || c.status === 'pending') continue;
    const members = users.slice(0, 2 + (i % 3));
    for (const u of members) await join(ctx.db, club.id, u);
    if (i > 2) continue;
    for (const [k, thread] of THREADS.entries()) {
      const author = members[k % members.length]!;
      const postId = await insertPost(ctx.db, { clubId: club.id, userId: author, body: thread.post });
      for (const u of members.slice(0, 1 + k)) await toggleLike(ctx.db, postId, u);
      for (const [j, cm] of thread.comments.entries()) {
        const commentId = await insertComment(ctx.db, postId, members[(j + 1) % members.length]!, cm.text, null);
        let parent = commentId;
        for (const [r, reply] of cm.replies.entries()) {
          parent = await insertComment(
            ctx.db,
            postId,
            members[(j + r) % members.length]!,
            reply,
            r === 0 ? commentId : parent,
          );
        }
      }
    }
  }
  for (const [i, a] of SAMPLE_ARTICLES.entries()) {
    const created = new Date(Date.now() - a.daysAgo * 86_400_000);
    const id = await insertArticle(ctx.db, {
      title: a.title,
      summary: a.summary,
      body: a.body,
      bodyText: stripHtml(a.body),
      tag: a.tags.join(', '),
      tags: [...a.tags],
      category: a.category,
      status: 'approved',
      featured: i < 4,
      articleType: 'general',
      userId: users[i % users.length],
      articleImage: await banner(ctx, ARTICLE_COLORS[i % ARTICLE_COLORS.length]!),
      views: a.views,
      likes: a.likes,
    });
    await updateArticle(ctx.db, id, { createdAt: created });
  }
  const FEATURED_POSTS = [
    {
      title: 'Demo Day: Applications Open',
      tag: 'Programs',
      content:
        'Twelve early-stage startups will pitch to investors from across the continent. Applications close at the end of the month; founders from every African country are welcome to apply.',
      colors: ['#047857', '#1e40af'],
    },
    {
      title: 'Founder Stories: Building in Kigali',
      tag: 'Stories',
      content:
        'Three founders share how they built logistics, health and education companies from Kigali and expanded into East Africa.',
      colors: ['#9a3412', '#be185d'],
    },
  ];
  for (const p of FEATURED_POSTS) {
    await ctx.db
      .insert(featuredPosts)
      .values({ title: p.title, tag: p.tag, content: p.content, image: await banner(ctx, p.colors) });
  }
  await seedEventsProgramsPlaylists(ctx, users[0], (colors) => banner(ctx, colors));
  // The startup directory; it answers the seeded startups (id, name, status, ownerId, industry) for a later seed.
  const startups = await seedStartups(ctx, users);
  // Opportunities of each type for the verified owned startups, with applications from the other members.
  await seedOpportunities(ctx, startups, users);
  log.info('demo content added (set SEED_DEMO=false to start empty)');
}

// The public pages `npm run lighthouse` measures (scripts/lighthouse.mjs), with ids discovered from the running
// app's API: a page of each template, a community article written by the admin when the demo content has none,
// and every page again at its /fr address unless LIGHTHOUSE_LOCALES=en. LIGHTHOUSE_PAGES narrows what is worth
// preparing (the community article).
import sharp from 'sharp';
import { articleSlug } from '../common/articles.ts';

/** `{discovered: [{template, path}], notes}` for the app at `baseUrl`; `admin` signs in to write content. */
export async function discoverPages({ baseUrl, admin: ADMIN }) {
  const getJson = async (apiPath) => {
    const r = await fetch(`${baseUrl}${apiPath}`).catch(() => undefined);
    if (!r?.ok) return undefined;
    return { body: await r.json().catch(() => undefined), total: Number(r.headers.get('x-total-count') ?? NaN) };
  };
  const list = async (apiPath) => {
    const r = await getJson(apiPath);
    return Array.isArray(r?.body) ? r.body : [];
  };
  /** A page that a later issue fills: measured only once it answers 200 with more than the placeholder. */
  const isReal = async (pagePath) => {
    const r = await fetch(`${baseUrl}${pagePath}`).catch(() => undefined);
    if (r?.status !== 200) return false;
    return !/coming soon/i.test(await r.text());
  };

  /** A community article through the API: the admin joins the community, posts a copy of a demo article
   *  (text and image) there, and approves it. */
  async function writeCommunityArticle(communityId, sourceId) {
    const call = async (method, apiPath, { token, json, form } = {}) => {
      const headers = {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(json && { 'content-type': 'application/json' }),
      };
      const r = await fetch(`${baseUrl}${apiPath}`, { method, headers, body: json ? JSON.stringify(json) : form });
      if (!r.ok) throw new Error(`${method} ${apiPath} answered ${r.status}: ${(await r.text()).slice(0, 200)}`);
      return r.json();
    };
    const { token } = await call('POST', '/api/auth', { json: ADMIN });
    await call('POST', '/api/club-member', { token, json: { clubId: communityId } });
    const source = await call('GET', `/api/article/${sourceId}`);
    const form = new FormData();
    for (const k of ['title', 'summary', 'body', 'tag']) form.set(k, source[k] || k);
    if (source.category) form.set('category', source.category);
    if (source.article_image) {
      const image = await fetch(new URL(source.article_image, baseUrl));
      if (!image.ok) throw new Error(`the image ${source.article_image} answered ${image.status}`);
      // Uploads take PNG or JPEG; the stored image may be WebP.
      const jpeg = await sharp(Buffer.from(await image.arrayBuffer()))
        .jpeg()
        .toBuffer();
      form.set('article_image', new Blob([jpeg], { type: 'image/jpeg' }), 'article.jpg');
    }
    const { article } = await call('POST', `/api/article/create-community/${communityId}`, { token, form });
    return call('PATCH', `/api/article/${article._id}`, { token, json: { status: 'approved' } });
  }

  /** [template, path] in the order of the table; a missing id leaves the page out with a note. */
  const discovered = [];
  const notes = [];
  const add = (template, pagePath) => discovered.push({ template, path: pagePath });

  add('/', '/');
  add('/blog', '/blog');
  const [general] = await list('/api/article?type=general&limit=1');
  if (general) {
    add('/blog/{id}', `/blog/${general._id}`);
    add('/article/{id}/{slug}', `/article/${general._id}/${articleSlug(general)}`);
  } else notes.push('no general article: /blog/{id} and /article/{id}/{slug} left out');
  // The public community with the most posts: the fullest /community/{id} page.
  let community;
  let mostPosts = -1;
  for (const c of (await list('/api/club/get?limit=20')).filter((c) => !c.isPrivate && c.status === 'approved')) {
    const posts = (await getJson(`/api/post/get/all/${c._id}?limit=1`))?.total;
    const n = Number.isFinite(posts) ? posts : 0;
    if (n > mostPosts) [community, mostPosts] = [c, n];
  }
  let [communityArticle] = await list('/api/article?type=community&limit=1');
  const wanted = (template) =>
    !process.env.LIGHTHOUSE_PAGES || process.env.LIGHTHOUSE_PAGES.split(',').some((p) => p.trim() === template);
  if (!communityArticle && community && general && wanted('/{communityId}/{articleId}/{slug}')) {
    try {
      communityArticle = await writeCommunityArticle(community._id, general._id);
      notes.push(
        `the demo content has no community article: the admin ${ADMIN.email} wrote one in ${community.name} with the text and image of a demo article`,
      );
    } catch (e) {
      notes.push(`no community article, and writing one failed (${e.message})`);
    }
  }
  if (communityArticle?.clubId)
    add(
      '/{communityId}/{articleId}/{slug}',
      `/${communityArticle.clubId}/${communityArticle._id}/${articleSlug(communityArticle)}`,
    );
  else if (wanted('/{communityId}/{articleId}/{slug}'))
    notes.push('no community article: /{communityId}/{articleId}/{slug} left out');
  add('/communities', '/communities');
  if (community) add('/community/{id}', `/community/${community._id}`);
  else notes.push('no public community: /community/{id} left out');
  for (const p of ['/about', '/contact', '/privacy', '/terms', '/login', '/registration']) add(p, p);

  // Pages of the next issues: only when their API answers and the page is more than 'Coming soon'.
  if ((await getJson('/api/event')) && (await isReal('/event'))) add('/event', '/event');
  const [firstEvent] = await list('/api/event?limit=1');
  if (firstEvent && (await isReal(`/event/${firstEvent._id}`))) add('/event/{id}', `/event/${firstEvent._id}`);
  if ((await getJson('/api/media/playlists')) && (await isReal('/videos'))) add('/videos', '/videos');
  // The startup pages (issue 11): the directory, the first profile with a logo (the fullest), an opportunity.
  add('/startup', '/startup');
  const startups = await list('/api/startup?limit=20');
  const profile = startups.find((s) => s.logo) ?? startups[0];
  if (profile) add('/startup/{id}', `/startup/${profile._id}`);
  else notes.push('no verified startup: /startup/{id} left out');
  let opportunity;
  for (const s of startups) {
    [opportunity] = await list(`/api/opportunities/startup/${s._id}?limit=1`);
    if (opportunity) break;
  }
  if (opportunity) add('/opportunity/{id}', `/opportunity/${opportunity._id}`);
  else notes.push('no public opportunity: /opportunity/{id} left out');
  // The search page (issue 18): a word of the demo content found in several kinds.
  add('/search?q=founders', '/search?q=founders');
  const later = ['/event', '/event/{id}', '/videos'].filter(
    (t) => wanted(t) && !discovered.some((d) => d.template === t),
  );
  if (later.length) notes.push(`not measured (no API or still 'Coming soon'): ${later.join(', ')}`);

  // The French pages (issue 20): every page again at its /fr address (LIGHTHOUSE_LOCALES=en measures English only).
  if ((process.env.LIGHTHOUSE_LOCALES ?? 'en,fr').split(',').includes('fr')) {
    for (const d of [...discovered])
      discovered.push({
        template: d.template === '/' ? '/fr' : `/fr${d.template}`,
        path: d.path === '/' ? '/fr' : `/fr${d.path}`,
      });
  }

  return { discovered, notes };
}

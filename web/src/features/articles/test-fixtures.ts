import type { Article } from './api';

/** An article as the API answers it, for component tests. */
export function anArticle(over: Partial<Article> = {}): Article {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Raising a Seed Round in Lagos',
    slug: 'raising-a-seed-round-in-lagos',
    summary: 'How three founders closed their first cheques.',
    body: '<p>Hello world</p>',
    tag: 'funding, fintech',
    category: 'news',
    status: 'approved',
    featured: 'false',
    articleType: 'general',
    clubId: null,
    userId: { _id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', first_name: 'Ada', last_name: 'Obi', profileImage: null },
    article_image: '/uploads/a.webp',
    readTime: 1,
    views: 3,
    likes: 0,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    ...over,
  };
}

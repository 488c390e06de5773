import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../../test/utils';
import { readTimeText } from '../read-time';
import { anArticle } from '../test-fixtures';
import { FEATURED_FAILED, FeaturedArticlesSection } from './featured-articles';

const longSummary = `${'a'.repeat(139)} and then some more words that go past the limit`;
const words = (n: number) => `<p>${Array.from({ length: n }, () => 'word').join(' ')}</p>`;

describe('FeaturedArticlesSection', () => {
  it('shows up to 6 featured cards: badge, summary cut at 140, reading time, Read More to /blog/{id}', async () => {
    const list = Array.from({ length: 7 }, (_, i) =>
      anArticle({
        _id: `id-${i}`,
        title: `Article ${i}`,
        featured: i === 6 ? 'false' : 'true',
        summary: i === 0 ? longSummary : 'Short one',
        body: words(i === 0 ? 401 : 10),
        readTime: i === 0 ? 3 : 1, // the server's count of 401 and 10 words
        category: i === 1 ? null : 'sdg',
        createdAt: `2025-01-0${i + 1}T00:00:00.000Z`,
      }),
    );
    stubFetch((url) => (url === '/api/article/featured' ? json(200, list) : undefined));
    renderRoutes([{ path: '/', element: <FeaturedArticlesSection /> }]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(6); // the unfeatured one is left out
    // Newest first.
    expect(within(cards[0]!).getByRole('heading').textContent).toBe('Article 5');
    const first = cards.find((c) => within(c).queryByText('Article 0'))!;
    expect(within(first).getByText(`${'a'.repeat(139)}...`)).toBeTruthy();
    expect(within(first).getByText(readTimeText(3))).toBeTruthy(); // the server's readTime
    expect(within(first).getByText('sdg')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: /Read More/ })
        .getAttribute('href'),
    ).toBe('/blog/id-0');
    const uncategorized = cards.find((c) => within(c).queryByText('Article 1'))!;
    expect(within(uncategorized).getByText('Uncategorized')).toBeTruthy();
    expect(within(uncategorized).getByText(readTimeText(1))).toBeTruthy();
  });

  it("says 'Failed to load featured articles' when the call fails", async () => {
    stubFetch((url) => (url === '/api/article/featured' ? json(500, { message: 'boom' }) : undefined));
    renderRoutes([{ path: '/', element: <FeaturedArticlesSection /> }]);
    expect((await screen.findByRole('alert')).textContent).toBe(FEATURED_FAILED);
  });
});

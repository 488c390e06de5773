import { describe, expect, it } from 'vitest';
import {
  categoryBadge,
  categoryLabel,
  featuredArticles,
  isFeaturedValue,
  readTimeLabel,
  readTimeMinutes,
  slugify,
  splitTags,
  stripHtml,
  truncate,
} from './articles';

describe('slugify (part 2 §5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Raising a Seed Round in Lagos!  ', 'raising-a-seed-round-in-lagos'],
    ['What’s next? AI & Africa', 'whats-next-ai-africa'],
    ['a -- b', 'a-b'],
    ['---x---', 'x'],
  ])('%s → %s', (input, out) => expect(slugify(input)).toBe(out));
});

describe('read time (200 words a minute, rounded up)', () => {
  it('counts words of the text, not the tags', () => {
    expect(readTimeMinutes('<p>one two</p>')).toBe(1);
    expect(readTimeMinutes(`<p>${'word '.repeat(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${'word '.repeat(201)}</p>`)).toBe(2);
    expect(readTimeLabel(`<h1>${'w '.repeat(650)}</h1>`)).toBe('4 min read');
    expect(stripHtml('<p>a&nbsp;<b>b</b></p>')).toBe('a b');
  });
});

describe('truncation and featured rules', () => {
  it('cuts at n characters', () => {
    expect(truncate('x'.repeat(140), 140)).toBe('x'.repeat(140));
    expect(truncate('x'.repeat(141), 140)).toBe(`${'x'.repeat(140)}...`);
  });
  it("treats 'true' and '1' as featured, newest first, at most 6", () => {
    expect([true, 'true', '1', 'false', '0', undefined].map(isFeaturedValue)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    const items = Array.from({ length: 9 }, (_, i) => ({
      id: i,
      featured: i === 4 ? 'false' : 'true',
      createdAt: new Date(2026, 0, i + 1).toISOString(),
    }));
    expect(featuredArticles(items).map((a) => a.id)).toEqual([8, 7, 6, 5, 3, 2]);
  });
  it('splits tags and names categories', () => {
    expect(splitTags(' funding, lagos ,,')).toEqual(['funding', 'lagos']);
    expect(categoryBadge('wash')).toBe('wash');
    expect(categoryBadge('fintech')).toBe('default');
    expect(categoryLabel(null)).toBe('Uncategorized');
  });
});

import { describe, expect, it } from 'vitest';
import { nextPageParam, pageCount, pageFromSearch } from './paged-list';

const page = (n: number, total: number) => ({ items: Array.from({ length: n }, (_, i) => i), total });

describe('paged list', () => {
  it('asks for the next page while fewer than the total are loaded', () => {
    expect(nextPageParam([page(10, 25)], 10)).toBe(2);
    expect(nextPageParam([page(10, 25), page(10, 25)], 10)).toBe(3);
    expect(nextPageParam([page(10, 25), page(10, 25), page(5, 25)], 10)).toBeUndefined();
    expect(nextPageParam([page(0, 25)], 10)).toBeUndefined(); // an empty page ends the list whatever the total says
  });

  it('counts the pages before the start page as loaded', () => {
    expect(nextPageParam([page(10, 25)], 10, 2)).toBe(3);
    expect(nextPageParam([page(5, 25)], 10, 3)).toBeUndefined();
  });

  it('reads the page of the address, 1 unless a whole number ≥ 1', () => {
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x'])
      expect(pageFromSearch(new URLSearchParams(bad))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('p=4'), 'p')).toBe(4);
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { SEARCH_KIND_MAX } from '../../../common/search';
import { type LexemeStats, planOf, shareOf } from './plan';

const stats: LexemeStats = {
  rows: 100_000,
  lexemes: ['building', 'customer', 'customers', 'fintech', 'lagos', 'yurt'],
  freqs: [1, 0.5, 0.3, 0.2, 0.01, 0.001],
};

describe('the plan of a kind (plan.ts)', () => {
  it('sums the shares of the lexemes a word is a prefix of', () => {
    expect(shareOf(stats, 'custom')).toBeCloseTo(0.8);
    expect(shareOf(stats, 'customers')).toBeCloseTo(0.3);
    expect(shareOf(stats, 'zebra')).toBe(0);
  });

  it('counts a word that is not the last whole or with -s', () => {
    expect(shareOf(stats, 'custom', false)).toBe(0);
    expect(shareOf(stats, 'customer', false)).toBeCloseTo(0.8);
    expect(shareOf(stats, 'customers', false)).toBeCloseTo(0.3);
    // 'custom customer': the first word is whole, so it is rare (no lexeme 'custom'), and looked up alone.
    expect(planOf(stats, ['custom', 'customer'])).toEqual({ index: ['custom'] });
    expect(planOf(stats, ['customer', 'building'])).toEqual({ walk: Math.ceil((2 * SEARCH_KIND_MAX) / 0.8) });
  });

  it('walks the date index for a common word, and reads the index for a rare one or without statistics', () => {
    expect(planOf(stats, ['building'])).toEqual({ walk: 2 * SEARCH_KIND_MAX });
    expect(planOf(stats, ['fintech'])).toEqual({ walk: 10 * SEARCH_KIND_MAX });
    expect(planOf(stats, ['lagos'])).toEqual({});
    expect(planOf(stats, ['zebra'])).toEqual({});
    expect(planOf(undefined, ['building'])).toEqual({});
    // Once a walk for the words fell short (plansFor remembers it): the index, as for a rare word.
    expect(planOf(stats, ['building'], false)).toEqual({});
    expect(planOf(stats, ['building', 'yurt'], false)).toEqual({ index: ['yurt'] });
  });

  it('takes several words as found together, and leaves the common ones out of a rare word’s index lookup', () => {
    expect(planOf(stats, ['building', 'fintech'])).toEqual({ walk: 10 * SEARCH_KIND_MAX });
    // A common whole word is checked on the rarer word's rows when they are few (100 of 'yurt'), else looked up
    // too (1,000 of 'lagos'); a common prefix (the last word) is always checked.
    expect(planOf(stats, ['building', 'yurt'])).toEqual({ index: ['yurt'] });
    expect(planOf(stats, ['building', 'lagos'])).toEqual({});
    expect(planOf(stats, ['lagos', 'building'])).toEqual({ index: ['lagos'] });
    expect(planOf(stats, ['lagos', 'zebra'])).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { excerptOf, foldText, highlight, searchWords } from './search';

describe('search rules', () => {
  it('folds accents, ligatures and case; splits words on anything but letters and digits', () => {
    expect(foldText('Côte d’Ivoire ÉCOLE Straße Œuvre')).toBe("cote d'ivoire ecole strasse oeuvre");
    expect(searchWords("  Côte d'Ivoire, fintech!  ")).toEqual(['cote', 'd', 'ivoire', 'fintech']);
    expect(searchWords('a')).toEqual([]);
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
  });

  it('marks words that start with a query word, apostrophe words as a whole', () => {
    expect(highlight("Fintech in Côte d'Ivoire", ['divoire'])).toBe('Fintech in Côte <mark>d&#39;Ivoire</mark>');
    expect(highlight('Agritech & <b>agri</b>', ['agri'])).toBe(
      '<mark>Agritech</mark> &amp; &lt;b&gt;<mark>agri</mark>&lt;/b&gt;',
    );
    expect(highlight('Nothing here', ['agri'])).toBeUndefined();
    // Plain ASCII texts are first checked for the words anywhere: in any case, and only at a word's start.
    expect(highlight('LAGOS FINTECH WEEK', ['fint'])).toBe('LAGOS <mark>FINTECH</mark> WEEK');
    expect(highlight('Nothing here', ['thing'])).toBeUndefined();
    // Read from where a word could first match: inside a word is no start, and a start that is not a match (a
    // middle word is whole or with -s) does not stop the reading.
    expect(highlight('Repay the payments of Lagos pay   day', ['pay', 'lag'])).toBe(
      'Repay the payments of <mark>Lagos</mark> <mark>pay</mark> day',
    );
    // Any run of whitespace is one space in an excerpt, ASCII or not; single spaces are kept as they are.
    expect(highlight(' Solar\tpanels\n\nfor  Lagos ', ['lagos'])).toBe('Solar panels for <mark>Lagos</mark>');
    expect(highlight(' Solar\tpanels\n\nfor  Lagós ', ['lagos'])).toBe('Solar panels for <mark>Lagós</mark>');
    expect(highlight(' Solar panels for Lagos', ['solar'])).toBe('<mark>Solar</mark> panels for Lagos');
  });

  it('cuts a long text around the first match, at word boundaries', () => {
    const text = `${'lorem '.repeat(60)}okapi ${'ipsum '.repeat(60)}`;
    const h = highlight(text, ['okapi'], 100)!;
    expect(h.startsWith('…lorem')).toBe(true);
    expect(h.endsWith('ipsum…')).toBe(true);
    expect(h).toContain('<mark>okapi</mark>');
    expect(h.replace(/<\/?mark>|…/g, '').length).toBeLessThanOrEqual(100);
  });

  it('falls back to the start of the first text, escaped, when only the title matched', () => {
    expect(excerptOf([null, 'A <i>plain</i> body'], ['title'])).toBe('A &lt;i&gt;plain&lt;/i&gt; body');
    expect(excerptOf(['', 'x'.repeat(300)], ['zzz'], 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

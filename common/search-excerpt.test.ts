import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  excerptOf,
  FOLD_FROM,
  FOLD_TO,
  foldText,
  GROWS,
  highlight,
  searchWords,
  wordMatches,
} from './search';

// The excerpt's rule written the plain way, as the oracle of the fast one in search.ts: every word of the text read
// from its start, each folded on its own, one character at a time.
const FOLD = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO[i]!]));
const plainFold = (s: string) =>
  [...s.normalize('NFC')]
    .map((c) => FOLD.get(c) ?? c)
    .join('')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '');

function plainHighlight(text: string, words: string[], chars: number): string | undefined {
  const plain = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  const last = words.at(-1);
  const isMatch = (word: string) => {
    const f = plainFold(word);
    const forms = f.includes("'") ? [f.replace(/'/g, ''), ...f.split("'")] : [f];
    return forms.some((x) => words.some((w) => wordMatches(x, w, w === last)));
  };
  const hits = [...plain.matchAll(/[\p{L}\p{N}]+(?:['’ʼ][\p{L}\p{N}]+)*/gu)].filter((m) => isMatch(m[0]));
  if (!hits.length) return undefined;
  const first = hits[0]!.index;
  let start = first < chars / 3 ? 0 : first - Math.floor(chars / 4);
  if (start > 0) start = plain.indexOf(' ', start - 1) + 1 || start;
  let end = Math.min(plain.length, start + chars);
  if (end < plain.length) end = plain.lastIndexOf(' ', end) > first ? plain.lastIndexOf(' ', end) : end;
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const m of hits) {
    const to = m.index + m[0].length;
    if (m.index < start || to > end) continue;
    out += `${escapeHtml(plain.slice(at, m.index))}<mark>${escapeHtml(m[0])}</mark>`;
    at = to;
  }
  out += escapeHtml(plain.slice(at, end));
  return end < plain.length ? `${out}…` : out;
}

/** A small seeded generator: the same cases on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const VOCABULARY = [
  'Les',
  'fondateurs',
  'Côte',
  'd’Ivoire',
  "d'Ivoire",
  'Sénégal',
  'développent',
  'ŒUVRE',
  'Straße',
  'Æsir',
  'ẹ́kọ́',
  'e\u0301cole',
  'İSTANBUL',
  'ıslak',
  'agritech',
  'AgriTech',
  'fintech',
  'startups',
  'startup',
  'Lagos',
  'Lagós',
  'l’équipe',
  "rock'n'roll",
  'naïve',
  '2026',
  'x7',
  '<b>',
  '&amp;',
  '—',
  '«',
  '»',
  '😀',
  'ŁÓDŹ',
  'Abidjan',
  // Words inside others (a query word found inside a word first), and ligatures that fold to two letters.
  'tech',
  'voire',
  'divoire',
  'gal',
  'équipe',
  'œuf',
  'ß',
];
/** Texts full of letters that fold longer than they are, before short words that match. */
const LIGATURES = ['Straße', 'ŒUVRE', 'Æsir', 'œuf', 'ß', 'x7', 'Lagos', 'tech', "d'Ivoire", 'divoire'];
const SPACES = [' ', ' ', ' ', ' ', '  ', '\n', '\n\n', '\t', '\u00a0', ' , ', '. ', " ' "];

describe('excerpts, against the plain rule', () => {
  it('know every character whose fold is longer than it is', () => {
    // Past FOLD, only a lowercase can lengthen a character, and only İ's does (FOLD folds it to i).
    const longer = [];
    for (let i = 0; i < 0x10000; i++) if (String.fromCharCode(i).toLowerCase().length > 1) longer.push(i);
    expect(longer).toEqual([0x130]);
    const candidates = [...new Set(`${FOLD_FROM}æœßİ`)];
    const grows = new RegExp(GROWS.source);
    expect(candidates.filter((c) => plainFold(c).length > c.length).sort()).toEqual(
      candidates.filter((c) => grows.test(c)).sort(),
    );
  });

  it('fold every text as the plain fold does', () => {
    const next = random(7);
    for (let i = 0; i < 500; i++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 40) }, () => {
        const pool = next() < 0.5 ? FOLD_FROM : VOCABULARY.join(' ');
        return [...pool][Math.floor(next() * [...pool].length)];
      }).join('');
      expect(foldText(text)).toBe(plainFold(text));
    }
  });

  it('find, cut and mark the same words, in short and long texts, accented or plain ASCII', () => {
    const next = random(42);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    let marked = 0;
    for (let i = 0; i < 3000; i++) {
      const length = next() < 0.3 ? 5 : 20 + Math.floor(next() * 400);
      const kind = next();
      const vocabulary =
        kind < 0.3 ? VOCABULARY.filter((w) => /^[A-Za-z0-9]+$/.test(w)) : kind < 0.5 ? LIGATURES : VOCABULARY;
      const text = Array.from({ length }, () => pick(vocabulary) + pick(SPACES)).join('');
      // Query words as a member types them: words of the text's vocabulary, folded, the last maybe cut short;
      // now and then the end of a word, which other words hold inside them.
      const words = searchWords(Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(vocabulary)).join(' '))
        .map((w) => (next() < 0.2 && w.length > 3 ? w.slice(1 + Math.floor(next() * (w.length - 2))) : w))
        .map((w, j, all) => (j === all.length - 1 && next() < 0.5 ? w.slice(0, Math.max(2, w.length - 2)) : w));
      if (!words.length) continue;
      const chars = pick([200, 60]);
      const expected = plainHighlight(text, words, chars);
      expect(highlight(text, words, chars), JSON.stringify({ text, words, chars })).toBe(expected);
      if (expected?.includes('<mark>')) marked++;
    }
    // The cases are not all misses.
    expect(marked).toBeGreaterThan(1000);
  });

  it('start a long text the same way when no word of it matches', () => {
    const body = `  Les\tfondateurs\n\n${'développent des solutions   agricoles. '.repeat(40)}`;
    const whole = body.replace(/\s+/g, ' ').trim();
    expect(excerptOf([body], ['zzz'])).toBe(`${escapeHtml(whole.slice(0, 200).trimEnd())}…`);
    // A head that its spaces shrink below the excerpt's length: the whole text is read.
    const spaced = `a${' '.repeat(500)}b ${'c '.repeat(300)}`;
    expect(excerptOf([spaced], ['zzz'], 10)).toBe('a b c c c…');
  });
});

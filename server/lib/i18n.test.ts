import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the catalogue script is plain JavaScript, run by npm run i18n
import { expected, messagesOf, untranslatedIn } from '../../scripts/i18n.mjs';
import { translate } from './i18n';

describe('the catalogues (npm run i18n)', () => {
  it('finds the messages the code marks', () => {
    const src = `const M = { a: 'One', nested: { b: 'Two' } } as const;
      throw notFound('Three'); t('Four {n}', { n }); const x = msg('Five'); new HttpError(409, 'Six'); f('Not me');`;
    expect(messagesOf('x.ts', src).map((m: { id: string }) => m.id)).toEqual([
      'One',
      'Two',
      'Three',
      'Four {n}',
      'Five',
      'Six',
    ]);
  });
  it('are up to date with the code and translated into French', () => {
    const { files, missing } = expected();
    expect(missing).toEqual([]);
    for (const [file, text] of files) expect(readFileSync(file, 'utf8'), `${file}: run npm run i18n`).toBe(text);
  });
});

describe('translate', () => {
  it('gives the French of a message, and the English id of one the catalogue lacks', () => {
    expect(translate('fr', 'Article not found')).toBe('Article introuvable');
    expect(translate('en', 'Article not found')).toBe('Article not found');
    expect(translate('fr', 'A text made of live values 42')).toBe('A text made of live values 42');
  });
  it('leaves escape sequences in values as they were written', () => {
    expect(translate('en', 'Welcome, {firstName}!', { firstName: 'C:\\x41\\u0042' })).toBe('Welcome, C:\\x41\\u0042!');
    expect(translate('fr', 'Welcome, {firstName}!', { firstName: '\\u0041da' })).toBe('Bienvenue, \\u0041da !');
  });
});

describe('the web app shows no text outside the catalogue', () => {
  const tsx = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? tsx(path.join(dir, e.name))
        : e.name.endsWith('.tsx') && !e.name.endsWith('.test.tsx')
          ? [path.join(dir, e.name)]
          : [],
    );
  it('finds a JSX text or a readable attribute left in English', () => {
    const found = untranslatedIn(
      'x.tsx',
      `export const A = () => <p title="Hello there">{t('Fine')} Left behind <b>{x}</b></p>;`,
    );
    expect(found.map((f: { text: string }) => f.text)).toEqual(['Hello there', 'Left behind']);
    expect(untranslatedIn('x.tsx', `// i18n-ignore\nexport const B = () => <b>AfriFounders</b>;`)).toEqual([]);
  });
  it('in every page and component', () => {
    const left = tsx('web/src').flatMap((f) => untranslatedIn(f));
    expect(left.map((u: { file: string; line: number; text: string }) => `${u.file}:${u.line} ${u.text}`)).toEqual([]);
  });
});

#!/usr/bin/env node
// The catalogues (issue 20, docs/i18n.md). `node scripts/i18n.mjs` extracts every message of the code into
// locales/<locale>.po (one catalogue per language, for translators) and compiles them into the modules the code
// imports: web/src/locales/<locale>.ts (the web app's messages) and server/locales/<locale>.ts (the API's and the
// mails'). `--check` changes nothing and fails when a catalogue or a compiled module is behind the code, or a
// French translation is missing (the test suite runs it).
//
// A message is found where the code marks it: `t('…')` and `msg('…')` calls with a literal text, the literal
// message of the API's errors (`notFound('…')`, `new HttpError(404, '…')`), and the string values of message
// tables (objects named MESSAGES, M, *_MESSAGES, *_LABELS, *_EMPTY, or lists named *_TABS, whose `label`s count).
// Its id is its English text.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const LOCALES = ['en', 'fr'];
const SOURCES = { web: ['web/src'], server: ['server'], both: ['common'] };
const OUT = { web: 'web/src/locales', server: 'server/locales' };
const TABLE = /^(M|MESSAGES|[A-Z_]+_(MESSAGES|LABELS|EMPTY|TABS))$/;
/** The API's error helpers (server/lib/errors.ts), whose first argument is the message. */
const ERRORS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'gone', 'tooLarge']);

function* sourceFiles(dir) {
  for (const e of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && e.name !== 'locales' && e.name !== 'test') yield* sourceFiles(p);
    } else if (/\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name)) yield p;
  }
}

const literal = (n) => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined);

/** The messages a source file marks, with their lines. */
export function messagesOf(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  const src = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found = [];
  const add = (id, node) => {
    if (id?.trim())
      found.push({ id, origin: `${file}:${src.getLineAndCharacterOfPosition(node.getStart()).line + 1}` });
  };
  const table = (obj) => {
    if (ts.isArrayLiteralExpression(obj)) {
      // A list of options: their `label`s.
      for (const el of obj.elements)
        if (ts.isObjectLiteralExpression(el))
          for (const p of el.properties)
            if (ts.isPropertyAssignment(p) && p.name.getText(src) === 'label') add(literal(p.initializer), p);
      return;
    }
    for (const p of obj.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      let v = p.initializer;
      while (ts.isAsExpression(v) || ts.isSatisfiesExpression?.(v) || ts.isParenthesizedExpression(v)) v = v.expression;
      if (ts.isObjectLiteralExpression(v)) table(v);
      else add(literal(v), v);
    }
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 't' || node.expression.text === 'msg')
    ) {
      add(literal(node.arguments[0]), node);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ERRORS.has(node.expression.text)) {
      add(literal(node.arguments[0]), node);
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
      add(literal(node.arguments?.[1]), node);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      TABLE.test(node.name.text) &&
      node.initializer
    ) {
      let v = node.initializer;
      while (ts.isAsExpression(v) || ts.isSatisfiesExpression?.(v) || ts.isParenthesizedExpression(v)) v = v.expression;
      if (ts.isObjectLiteralExpression(v) || ts.isArrayLiteralExpression(v)) table(v);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

/** JSX attributes whose text a person reads (or hears). */
const READ_ATTRS = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'emptyMessage',
  'confirmLabel',
]);

/**
 * Texts a .tsx file shows without the catalogue: JSX text with letters, and literal readable attributes. A text
 * in no language (a brand, a symbol) is marked by a comment `i18n-ignore` on its line or the line before.
 */
export function untranslatedIn(file, text = readFileSync(path.join(ROOT, file), 'utf8')) {
  if (!file.endsWith('.tsx')) return [];
  const src = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = text.split('\n');
  const out = [];
  const report = (node, value) => {
    const line = src.getLineAndCharacterOfPosition(node.getStart()).line;
    if (/i18n-ignore/.test(lines[line] ?? '') || /i18n-ignore/.test(lines[line - 1] ?? '')) return;
    out.push({ file, line: line + 1, text: value.trim().replace(/\s+/g, ' ') });
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && /\p{L}{2}/u.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRS.has(node.name.getText(src)) && node.initializer) {
      const v = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer)
          ? literal(node.initializer.expression)
          : undefined;
      if (v && /\p{L}{2}/u.test(v)) report(node, v);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

/** Every message of the code: id → { origins, web, server }. */
export function extract() {
  const all = new Map();
  for (const [side, dirs] of Object.entries(SOURCES))
    for (const dir of dirs)
      for (const file of sourceFiles(dir))
        for (const { id, origin } of messagesOf(file)) {
          const m = all.get(id) ?? { origins: [], web: false, server: false };
          if (!m.origins.includes(origin)) m.origins.push(origin);
          if (side !== 'server') m.web = true;
          if (side !== 'web') m.server = true;
          all.set(id, m);
        }
  return new Map([...all].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)));
}

// ── .po files: one entry per message, its origins as references, the French text in msgstr ──
const poString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
const unPo = (s) => JSON.parse(s.replace(/\\'/g, "'"));

/** id → translation of a .po file (empty when untranslated). */
export function readPo(locale) {
  let text = '';
  try {
    text = readFileSync(path.join(ROOT, 'locales', `${locale}.po`), 'utf8');
  } catch {
    return new Map();
  }
  const out = new Map();
  let id;
  let key;
  let acc = { msgid: '', msgstr: '' };
  const flush = () => {
    if (id !== undefined && acc.msgid) out.set(acc.msgid, acc.msgstr);
    id = undefined;
    acc = { msgid: '', msgstr: '' };
  };
  for (const line of text.split('\n')) {
    const m = /^(msgid|msgstr) (".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid') {
        flush();
        id = '';
      }
      key = m[1];
      acc[key] = unPo(m[2]);
    } else if (/^".*"$/.test(line) && key) acc[key] += unPo(line);
    else if (!line.trim()) key = undefined;
  }
  flush();
  return out;
}

function writePo(locale, messages, translations) {
  const head = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${locale}\\n"\n`;
  const entries = [...messages].map(([id, m]) => {
    const str = locale === 'en' ? id : (translations.get(id) ?? '');
    return `${m.origins.map((o) => `#: ${o}`).join('\n')}\nmsgid ${poString(id)}\nmsgstr ${poString(str)}\n`;
  });
  return [head, ...entries].join('\n');
}

// ── The web app's catalogue in chunks: one with the app's entry (the shell), one per route module ──
const WEB = 'web/src';
/** The route modules the router loads lazily (web/src/app/router.tsx's `page()`), each with its own chunk. */
const isRoute = (f) =>
  (f.startsWith(`${WEB}/routes/`) && f.endsWith('.tsx')) ||
  f === `${WEB}/app/layouts/admin-layout.tsx` ||
  f === `${WEB}/app/layouts/auth-layout.tsx`;
/** A route module's chunk name: 'routes/blog/blog-page.tsx' → 'routes.blog.blog-page'. */
export const chunkOf = (file) =>
  file
    .slice(WEB.length + 1)
    .replace(/\.tsx?$/, '')
    .replace(/\//g, '.');

/** The files a source imports (static and dynamic imports and re-exports of relative paths), resolved. */
function importsOf(file) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const out = [];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const base = path.join(path.dirname(file), m[1]);
    for (const c of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
      if (/\.tsx?$/.test(c) && !/\.test\.tsx?$/.test(c)) {
        try {
          readFileSync(path.join(ROOT, c));
          out.push(c);
          break;
        } catch {}
      }
  }
  return out;
}

/** Every file reachable from some files through imports. */
function closure(starts) {
  const seen = new Set();
  const todo = [...starts];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || f.includes('/locales/')) continue;
    seen.add(f);
    todo.push(...importsOf(f));
  }
  return seen;
}

/** chunk → the ids its files show: 'app' (everything the entry imports) and each route's own (the rest). */
export function webChunks() {
  const idsOf = (files) => new Set([...files].flatMap((f) => messagesOf(f).map((m) => m.id)));
  const app = idsOf(closure([`${WEB}/main.tsx`]));
  const chunks = new Map([['app', app]]);
  for (const f of [...sourceFiles(WEB)].filter(isRoute).sort()) {
    const own = [...idsOf(closure([f]))].filter((id) => !app.has(id));
    chunks.set(chunkOf(f), new Set(own));
  }
  return chunks;
}

/** A compiled catalogue module: only messages that need it (English plain texts are their own ids). */
function compiledModule(locale, messages, translations, side, only) {
  const out = {};
  for (const [id, m] of messages) {
    if (only ? !only.has(id) : !m[side]) continue;
    const text = locale === 'en' ? id : translations.get(id);
    if (!text) continue;
    const compiled = compileMessage(text);
    if (locale === 'en' && compiled.length === 1 && compiled[0] === id) continue;
    out[id] = compiled;
  }
  return `// Written by \`npm run i18n\` from locales/${locale}.po: do not edit.\nimport type { Messages } from '@lingui/core';\n\nexport const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(out))});\n`;
}

/** What the catalogues and compiled modules should hold for the code as it is. */
export function expected(added = new Map()) {
  const messages = extract();
  const chunks = webChunks();
  const files = new Map();
  const missing = [];
  for (const locale of LOCALES) {
    const translations = readPo(locale);
    for (const [id, text] of added.get(locale) ?? []) translations.set(id, text);
    if (locale !== 'en') for (const id of messages.keys()) if (!translations.get(id)) missing.push(`${locale}: ${id}`);
    files.set(`locales/${locale}.po`, writePo(locale, messages, translations));
    files.set(`${OUT.server}/${locale}.ts`, compiledModule(locale, messages, translations, 'server'));
    // The web app's: a chunk with no message to compile (most English ones) is not written.
    for (const [chunk, ids] of chunks) {
      const text = compiledModule(locale, messages, translations, 'web', ids);
      if (!text.includes('JSON.parse("{}")')) files.set(`${OUT.web}/${locale}/${chunk}.ts`, text);
    }
  }
  return { messages, files, missing };
}

const current = (file) => {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return undefined;
  }
};

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  // `--untranslated <files or folders…>`: texts shown without the catalogue.
  const un = process.argv.indexOf('--untranslated');
  if (un > 0) {
    let n = 0;
    for (const target of process.argv.slice(un + 1)) {
      const paths = /\.tsx?$/.test(target) ? [target] : [...sourceFiles(target)];
      for (const f of paths)
        for (const u of untranslatedIn(f)) {
          n++;
          console.log(`${u.file}:${u.line}\t${u.text}`);
        }
    }
    process.exit(n ? 1 : 0);
  }
  // `--list <files or folders…>`: the messages those files mark, with their French (or '(missing)').
  const list = process.argv.indexOf('--list');
  if (list > 0) {
    const fr = readPo('fr');
    const added = process.argv.indexOf('--add') > 0 ? process.argv[process.argv.indexOf('--add') + 2] : undefined;
    const extra = added
      ? new Map(
          readFileSync(added, 'utf8')
            .split('\n')
            .filter((l) => l.includes('\t'))
            .map((l) => l.split('\t', 2)),
        )
      : new Map();
    for (const target of process.argv
      .slice(list + 1)
      .filter((a) => !a.startsWith('--') && !a.endsWith('.tsv') && a !== 'fr')) {
      const paths = /\.tsx?$/.test(target) ? [target] : [...sourceFiles(target)];
      for (const f of paths)
        for (const { id } of messagesOf(f)) console.log(`${f}\t${id}\t${extra.get(id) ?? fr.get(id) ?? '(missing)'}`);
    }
    process.exit(0);
  }
  // `--add fr file.tsv`: translations to take in, one per line as English<TAB>translation.
  const added = new Map();
  const at = process.argv.indexOf('--add');
  if (at > 0) {
    const lines = readFileSync(process.argv[at + 2], 'utf8')
      .split('\n')
      .filter((l) => l.includes('\t'));
    added.set(process.argv[at + 1], new Map(lines.map((l) => l.split('\t', 2))));
  }
  const { messages, files, missing } = expected(added);
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(([f, text]) => current(f) !== text).map(([f]) => f);
    for (const locale of LOCALES) {
      const dir = path.join(OUT.web, locale);
      let names = [];
      try {
        names = readdirSync(path.join(ROOT, dir));
      } catch {}
      for (const name of names) if (!files.has(`${dir}/${name}`)) stale.push(`${dir}/${name} (no longer written)`);
    }
    if (stale.length) console.error(`Behind the code (run npm run i18n): ${stale.join(', ')}`);
    if (missing.length) console.error(`Not translated:\n  ${missing.join('\n  ')}`);
    process.exit(stale.length || missing.length ? 1 : 0);
  }
  for (const [f, text] of files) {
    mkdirSync(path.dirname(path.join(ROOT, f)), { recursive: true });
    if (current(f) !== text) writeFileSync(path.join(ROOT, f), text);
  }
  // Chunks of routes that no longer exist (or no longer have messages) go.
  for (const locale of LOCALES) {
    const dir = path.join(OUT.web, locale);
    for (const name of readdirSync(path.join(ROOT, dir)))
      if (!files.has(`${dir}/${name}`)) rmSync(path.join(ROOT, dir, name));
  }
  console.log(`${messages.size} messages; ${missing.length} without a translation`);
  for (const m of missing.slice(0, 50)) console.log(`  ${m}`);
}

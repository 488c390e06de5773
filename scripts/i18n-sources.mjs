// The catalogues' sources (issue 20, docs/i18n.md): the messages the code marks, the texts shown outside the
// catalogue, and the web app's chunks (one with the entry, one per route module). Used by scripts/i18n.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const LOCALES = ['en', 'fr'];
const SOURCES = { web: ['web/src'], server: ['server'], both: ['common'] };
const TABLE = /^(M|MESSAGES|[A-Z_]+_(MESSAGES|LABELS|EMPTY|TABS))$/;
/** The API's error helpers (server/lib/errors.ts), whose first argument is the message. */
const ERRORS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'gone', 'tooLarge']);

export function* sourceFiles(dir) {
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
  // The file alone is the origin (no line): a catalogue changes when a message does, not when code moves.
  const add = (id, node) => {
    if (id?.trim()) found.push({ id, origin: file, line: src.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
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

#!/usr/bin/env node
// The catalogues (issue 20, docs/i18n.md). `node scripts/i18n.mjs` extracts every message of the code into
// locales/<locale>.po (one catalogue per language, for translators) and compiles them into the modules the code
// imports: web/src/locales/<locale>/<chunk>.ts (the web app's: one chunk with the entry, one per route) and
// server/locales/<locale>.ts (the API's and the mails'). What the code marks is found by scripts/i18n-sources.mjs. `--check` changes nothing and fails when a catalogue or a compiled module is behind the code, or a
// French translation is missing (the test suite runs it).
//
// A message is found where the code marks it: `t('…')` and `msg('…')` calls with a literal text, the literal
// message of the API's errors (`notFound('…')`, `new HttpError(404, '…')`), and the string values of message
// tables (objects named MESSAGES, M, *_MESSAGES, *_LABELS, *_EMPTY, or lists named *_TABS, whose `label`s count).
// Its id is its English text.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { extract, LOCALES, messagesOf, ROOT, sourceFiles, untranslatedIn, webChunks } from './i18n-sources.mjs';

export { extract, messagesOf, untranslatedIn };
/** Where the compiled catalogues go: the web app's chunks and the server's one module per language. */
const OUT = { web: 'web/src/locales', server: 'server/locales' };

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

/** Vite's build manifest (build.manifest): source module → its chunk, the chunks it imports and its CSS. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The chunks of the route modules a page rendered, to preload beside the entry instead of after it (the page
 * hydrates one round trip sooner). The entry's own chunks are left out: index.html names them already.
 */
export function preloadPaths(manifest: Manifest, modules: string[]): string[] {
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imp of chunk.imports ?? []) walk(imp, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, inEntry);
  const files = new Set<string>();
  for (const m of modules) walk(m, files);
  return [...files].filter((f) => !inEntry.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
}

/**
 * The stylesheets of the route modules a page rendered (CSS imported by a lazy module, such as the article
 * prose): linked in the head so the page is styled before its scripts run and nothing moves when they do.
 */
export function pageStylesheets(manifest: Manifest, modules: string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const c of chunk.css ?? []) css.add(`/${c}`);
    for (const imp of chunk.imports ?? []) walk(imp);
  };
  for (const m of modules) walk(m);
  const entryCss = new Set(
    Object.values(manifest)
      .filter((c) => c.isEntry)
      .flatMap((c) => (c.css ?? []).map((f) => `/${f}`)),
  );
  return [...css].filter((c) => !entryCss.has(c));
}

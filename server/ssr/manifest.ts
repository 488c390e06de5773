/** Vite's build manifest (build.manifest): source module → its chunk, the chunks it imports and its CSS. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * `<link rel="modulepreload">` for the chunks of the route modules a page rendered, so the browser fetches
 * them beside the entry instead of after it (the page hydrates one round trip sooner). The entry's own
 * chunks are already in index.html.
 */
export function preloadLinks(manifest: Manifest, modules: string[]): string {
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
  return [...files]
    .filter((f) => !inEntry.has(f) && f.endsWith('.js'))
    .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
    .join('\n    ');
}

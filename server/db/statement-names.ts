import type pg from 'pg';

/**
 * Every parameterised statement the app sends often is a named prepared statement on each pooled
 * PostgreSQL connection (docs/decisions.md, stop 18). Drizzle sends each query unnamed, so PostgreSQL parsed,
 * analysed and planned every one afresh: a third of its CPU in the mixed load. Named, a connection parses a
 * statement once, and after five executions PostgreSQL keeps a generic plan when it costs no more than the
 * custom ones (plan_cache_mode = auto), so planning stops too for the statements whose plan does not depend
 * on their values.
 *
 * A statement is named once its text has been seen NAME_AFTER times (one-off statements, such as an IN list
 * of a rare length, stay unnamed), and at most MAX_NAMED texts are named per process, which bounds what each
 * connection keeps. Statements without parameters go unnamed: they may hold several commands (migrations),
 * which a prepared statement cannot. Statements that already have a name (Drizzle's `.prepare`) keep it.
 */
const NAME_AFTER = 3;
const MAX_NAMED = 400;
const MAX_COUNTED = 5000;
const names = new Map<string, string>();
const seen = new Map<string, number>();

/** The statement name for this text, or undefined while it is not (yet) worth one. */
export function statementName(text: string): string | undefined {
  const name = names.get(text);
  if (name !== undefined || names.size >= MAX_NAMED) return name;
  const count = (seen.get(text) ?? 0) + 1;
  if (count < NAME_AFTER) {
    if (seen.size >= MAX_COUNTED) seen.clear();
    seen.set(text, count);
    return undefined;
  }
  seen.delete(text);
  const made = `auto_${names.size + 1}`;
  names.set(text, made);
  return made;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

/** Makes a pooled client send its frequent parameterised statements as named ones (the pool's 'connect'). */
export function nameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    if (config && typeof config === 'object') {
      const c = config as QueryConfig;
      const params = values ?? c.values;
      if (typeof c.text === 'string' && !c.name && typeof c.submit !== 'function' && Array.isArray(params)) {
        const name = params.length > 0 ? statementName(c.text) : undefined;
        if (name) return query({ ...c, name }, values, callback);
      }
    }
    return query(config, values, callback);
  };
}

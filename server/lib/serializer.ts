import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Compile = ReturnType<typeof createSerializerCompiler>;
type RouteSchema = Parameters<Compile>[0];

/** zod's own: validates the answer against its schema, keeps only the fields it names, then JSON.stringify. */
const zodSerializer = createSerializerCompiler({});

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod's JSON Schema in the form fast-json-stringify reads fastest: `anyOf: [X, {type: 'null'}]` (zod's
 * `.nullable()`) becomes X with `nullable: true`, which fast-json-stringify writes with one null check instead of
 * choosing between the two with a validator on every value. Undefined when a part is beyond what it writes
 * exactly as zod would (a union of other shapes: it would pick the branch by validating, at a cost).
 */
function serializable(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(serializable);
    return items.includes(undefined) ? undefined : items;
  }
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    if (key === 'anyOf' || key === 'oneOf') {
      const branches = value as JsonSchema[];
      const other = branches.filter((b) => b.type !== 'null');
      if (other.length !== 1 || branches.length !== 2) return undefined;
      const inner = serializable(other[0]);
      if (!isObject(inner) || inner.nullable === true) return undefined;
      Object.assign(out, inner, { nullable: true });
      continue;
    }
    if (key === 'allOf' || key === 'not' || key === 'if') return undefined;
    const converted = serializable(value);
    if (converted === undefined) return undefined;
    out[key] = converted;
  }
  return out;
}

type Writer = (data: unknown) => string;
/** Compiled once per schema: most routes share theirs (every error answer is `ErrorAnswer`), and start-up is shorter. */
const writers = new WeakMap<ZodType, Writer | null>();

/** The fast-json-stringify form of a zod schema, or undefined when zod must write it (transforms, unions). */
function compiled(schema: ZodType): Writer | undefined {
  let writer = writers.get(schema);
  if (writer === undefined) {
    try {
      const json = serializable(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }));
      writer = isObject(json) ? fastJson(json as unknown as Parameters<typeof fastJson>[0]) : null;
    } catch {
      writer = null;
    }
    writers.set(schema, writer);
  }
  return writer ?? undefined;
}

function resolveSchema(maybe: unknown): ZodType | undefined {
  if (maybe instanceof z.ZodType) return maybe;
  if (isObject(maybe) && maybe.properties instanceof z.ZodType) return maybe.properties;
  return undefined;
}

/**
 * Fastify's serializer of answers. zod's (`safeEncode`, then `JSON.stringify`) checked every answer against its
 * schema and dropped the fields it does not name: 7 % of the mixed load's event loop. An answer's schema is now
 * compiled once into fast-json-stringify's writer, which writes the named fields only (so nothing a schema leaves
 * out, a password hash, an email, ever goes out) in one pass. Schemas it cannot write exactly as zod does keep
 * zod's. With `check` (the tests), every answer is also written by zod, and any difference, or an answer zod
 * refuses, fails as zod's refusal did: the whole API suite proves the two agree (on the values: fast-json-stringify
 * writes a schema's required fields before its optional ones, a JSON object's order being no part of its meaning).
 */
export function serializerCompiler({ check }: { check: boolean }): Compile {
  return (route: RouteSchema) => {
    const viaZod = zodSerializer(route);
    const schema = resolveSchema(route.schema);
    if (!schema) return viaZod;
    // Compiled on the route's first answer of this status, not at start-up (700 route answers, most never given).
    let write: Writer | undefined;
    return (data: unknown) => {
      write ??= compiled(schema) ?? viaZod;
      if (!check || write === viaZod) return write(data);
      const expected = viaZod(data);
      const written = write(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`,
        );
      return written;
    };
  };
}

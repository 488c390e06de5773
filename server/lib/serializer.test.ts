import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer';

const User = z.object({
  _id: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatar: z.object({ url: z.string() }).nullable(),
  tags: z.array(z.string()),
  isFollowing: z.boolean().optional(),
  count: z.number().int(),
});

const writer = (schema: unknown, check = false) =>
  serializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never);

const user = {
  _id: 'u1',
  name: 'Ama',
  bio: null,
  avatar: { url: '/a.webp', secret: 'no' },
  tags: ['fintech'],
  count: 3,
  passwordHash: '$argon2id$…',
  email: 'ama@example.com',
};

describe('the compiled serializer', () => {
  it('writes only the fields the schema names, nested ones too, with nulls and optional fields as zod does', () => {
    const written = writer(User)(user);
    expect(written).not.toMatch(/passwordHash|argon|email|secret/);
    expect(JSON.parse(written)).toEqual({
      _id: 'u1',
      name: 'Ama',
      bio: null,
      avatar: { url: '/a.webp' },
      tags: ['fintech'],
      count: 3,
    });
    expect(JSON.parse(writer(User)({ ...user, isFollowing: true, avatar: null }))).toMatchObject({
      isFollowing: true,
      avatar: null,
    });
    expect(JSON.parse(writer(z.array(User))([user, user]))).toHaveLength(2);
  });

  it('leaves to zod what it cannot write exactly as zod does (a union of shapes): the same text', () => {
    const Either = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(writer(Either)({ b: 2, c: 'dropped' })).toBe('{"b":2}');
  });

  it('with check, an answer zod refuses fails as before, where the compiled writer alone would coerce it', () => {
    const broken = { ...user, name: null };
    expect(JSON.parse(writer(User)(broken)).name).toBe('');
    let thrown: unknown;
    try {
      writer(User, true)(broken);
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(JSON.parse(writer(User, true)(user))).toMatchObject({ _id: 'u1', avatar: { url: '/a.webp' } });
  });
});

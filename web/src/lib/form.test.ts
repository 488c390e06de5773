import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, toFormData } from './form';

describe('toFormData', () => {
  it('sends text, flags, numbers, lists and files, and leaves out what is unset', async () => {
    const file = new File(['png'], 'a.png', { type: 'image/png' });
    const form = toFormData({
      title: 'T',
      featured: false,
      count: 3,
      tag: ['a', 'b'],
      status: undefined,
      image: file,
      none: null,
    });
    expect([...form.keys()]).toEqual(['title', 'featured', 'count', 'tag', 'tag', 'image']);
    expect(form.get('featured')).toBe('false');
    expect(form.getAll('tag')).toEqual(['a', 'b']);
    const sent = form.get('image') as File;
    expect(sent.name).toBe('a.png');
    expect(await sent.text()).toBe('png');
  });

  it('refuses values a form cannot carry', () => {
    expect(() => toFormData({ nested: { a: 1 } })).toThrow(TypeError);
  });
});

describe('maxLengthOf', () => {
  it('reads the limit of a text schema, optional or not', () => {
    expect(maxLengthOf(z.string().trim().max(80))).toBe(80);
    expect(maxLengthOf(z.string().max(80).optional())).toBe(80);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number())).toBeUndefined();
  });
});

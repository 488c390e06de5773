import { describe, expect, it } from 'vitest';
import { articlePath } from '../articles';
import { UPLOAD_MAX_BYTES } from '../constants';
import { UpdateArticleBody } from './articles';
import { UpdateCategoryBody } from './categories';
import { CreateCommunityBody, UpdateCommunityBody } from './communities';

const png = (size = 10, type = 'image/png') => new Blob([new Uint8Array(size)], { type });
const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('the one image field', () => {
  it('accepts a browser file or the server uploaded file, at most 5 MB, PNG or JPEG', () => {
    const fields = { name: 'Lagos Builders', description: 'A long enough description' };
    expect(CreateCommunityBody.safeParse({ ...fields, image: png() }).success).toBe(true);
    expect(
      CreateCommunityBody.safeParse({
        ...fields,
        image: { filename: 'a.png', mimetype: 'text/plain', buffer: new Uint8Array(3) },
      }).success,
    ).toBe(true);
    expect(first(CreateCommunityBody.safeParse(fields))).toBe('Please upload a banner image');
    expect(first(CreateCommunityBody.safeParse({ ...fields, image: png(UPLOAD_MAX_BYTES + 1) }))).toBe(
      'File size must be less than 5MB',
    );
    expect(first(CreateCommunityBody.safeParse({ ...fields, image: png(10, 'image/gif') }))).toBe(
      'Only PNG, JPG, and JPEG files are allowed',
    );
  });

  it('treats a blank status of a form as not given', () => {
    expect(UpdateCommunityBody.parse({ status: '' }).status).toBeUndefined();
    expect(first(UpdateCommunityBody.safeParse({ status: 'gone' }))).toBe(
      'status must be one of pending, approved, disapproved, archived',
    );
  });
});

describe('article edits', () => {
  it('require title, summary and body when the content changes, not for a featured switch', () => {
    expect(UpdateArticleBody.safeParse({ featured: true }).success).toBe(true);
    expect(UpdateArticleBody.parse({ featured: 'false' }).featured).toBe(false);
    expect(first(UpdateArticleBody.safeParse({ title: 'T', summary: 'S', body: ' ' }))).toBe(
      'Title, summary, and body are required.',
    );
    expect(first(UpdateArticleBody.safeParse({ title: 'T', summary: 'S', body: 'B', category: 'new' }))).toBe(
      'Please enter a custom category name',
    );
  });
});

it('a category edit must change something', () => {
  expect(first(UpdateCategoryBody.safeParse({}))).toBe('Send at least one of name, description or isActive.');
});

it('one article address rule', () => {
  expect(articlePath({ _id: 'a1', title: 'Hello, World!', articleType: 'general' })).toBe('/article/a1/hello-world');
  expect(articlePath({ _id: 'a1', title: 'Hello', slug: 'given', articleType: 'community' })).toBe('/a1/given');
  expect(articlePath({ _id: 'a1', title: '!!!', articleType: 'general' })).toBe('/article/a1/article');
});

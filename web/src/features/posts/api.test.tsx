import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test/utils';
import { myContentKey, postKeys, useAddComment, useCreatePost, useDeletePost } from './api';

// 'My content' (/user/content) is read again after the member writes or deletes a post or a comment anywhere.
function setup() {
  const client = new QueryClient();
  client.setQueryData([...myContentKey, 1], { pages: [], pageParams: [] });
  client.setQueryData([...postKeys.posts('c1'), 1], { pages: [], pageParams: [] });
  stubFetch((url) => (url.startsWith('/api/') ? json(200, { _id: 'p1', message: 'ok' }) : undefined));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const stale = () => [
    client.getQueryState([...myContentKey, 1])?.isInvalidated,
    client.getQueryState([...postKeys.posts('c1'), 1])?.isInvalidated,
  ];
  return { client, wrapper, stale };
}

describe('post writes refresh My content', () => {
  type Hook = () => { mutateAsync: (v: string) => Promise<unknown> };
  const cases: [string, Hook, string][] = [
    ['a new post', () => useCreatePost('c1'), 'Hello'],
    ['a deleted post', () => useDeletePost('c1'), 'p1'],
    ['a comment', () => useAddComment('c1', 'p1'), 'Nice'],
  ];
  it.each(cases)('%s', async (_name, hook, arg) => {
    const { wrapper, stale } = setup();
    expect(stale()).toEqual([false, false]);
    const { result } = renderHook(hook, { wrapper });
    await act(() => result.current.mutateAsync(arg));
    await waitFor(() => expect(stale()).toEqual([true, true]));
  });
});

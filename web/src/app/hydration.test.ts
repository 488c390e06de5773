import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { dehydrateForHtml, readDehydrated } from './hydration';

describe('query data in the page', () => {
  it('travels answers and API errors, and can never close its script element', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({
      queryKey: ['a'],
      queryFn: async () => ({ text: '</script><script>alert(1)</script>' }),
    });
    await client.prefetchQuery({
      queryKey: ['missing'],
      queryFn: async () => Promise.reject(new ApiError(404, 'Article not found', undefined)),
      retry: false,
    });
    await client.prefetchQuery({
      queryKey: ['broken'],
      queryFn: async () => Promise.reject(new Error('network')),
      retry: false,
    });
    const text = dehydrateForHtml(client);
    expect(text).not.toContain('</script>');
    const state = readDehydrated(text)!;
    expect(state.queries.map((q) => q.queryKey)).toEqual([['a'], ['missing']]); // a non-API failure is asked again
    expect(state.queries[0]!.state.data).toEqual({ text: '</script><script>alert(1)</script>' });
    const err = state.queries[1]!.state.error;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(404);
    expect((err as ApiError).serverMessage).toBe('Article not found');
  });

  it('ignores a missing or damaged script', () => {
    expect(readDehydrated(undefined)).toBeUndefined();
    expect(readDehydrated('{not json')).toBeUndefined();
  });
});

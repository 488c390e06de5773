// Calls of the articles issue (part 2 §7, part 1 §7), all through the one API client.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type ArticleStatus,
  type ArticleType,
  featuredArticles,
  RELATED_LIMIT_ARTICLE_PAGE,
} from '../../../../common/articles';
import type {
  Article,
  ArticleCard,
  CreateArticleBody,
  CreateCommunityArticleBody,
  MyArticle,
  RelatedAnswer,
  UpdateArticleBody,
} from '../../../../common/schemas/articles';
import { api, type Page } from '../../lib/api-client';
import { toFormData } from '../../lib/form-data';
import { useListPage, usePagedList } from '../../lib/paged-list';
import { categoryKeys } from '../categories/api';

export type { Article, ArticleCard };

export const articleKeys = {
  all: ['articles'] as const,
  list: (params: object) => ['articles', 'list', params] as const,
  admin: (params: object) => ['articles', 'admin', params] as const,
  community: (communityId: string, search: string, page = 1) =>
    ['articles', 'community', communityId, search, page] as const,
  one: (id: string) => ['articles', 'one', id] as const,
  related: (id: string, limit: number) => ['articles', 'related', id, limit] as const,
  featured: ['articles', 'featured'] as const,
};

// ---- Reading

export interface BlogQuery {
  search?: string;
  tags?: string[];
  author?: string;
  sort?: 'recent' | 'popular';
  /** The first page shown (the address's ?page=). */
  page?: number;
}

export const BLOG_PAGE_SIZE = 12;

/** Published general articles, page by page (decision 13): GET /article?type=general. */
export function useBlogArticles(q: BlogQuery) {
  const query = {
    type: 'general',
    search: q.search?.trim() || undefined,
    // The API takes several tags comma-separated as well as repeated (any of).
    tag: q.tags?.length ? q.tags.join(',') : undefined,
    author: q.author || undefined,
    sort: q.sort ?? 'recent',
  };
  const page = q.page ?? 1;
  return usePagedList<ArticleCard>({
    queryKey: articleKeys.list({ ...query, page }),
    path: '/article',
    query,
    limit: BLOG_PAGE_SIZE,
    startPage: page,
  });
}

export function useArticle(id: string) {
  return useQuery({
    queryKey: articleKeys.one(id),
    enabled: !!id,
    queryFn: ({ signal }) => api.get<Article>(`/article/${id}`, undefined, signal),
  });
}

/** Counts one view when a reader opens an article page (once per article id, also under StrictMode). */
export function useCountView(id: string | undefined, ready: boolean) {
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!id || !ready || counted.current === id) return;
    counted.current = id;
    api.post(`/article/${id}/view`).catch((err: unknown) => console.error('Failed to count the view', err));
  }, [id, ready]);
}

export function useRelatedArticles(id: string, limit = RELATED_LIMIT_ARTICLE_PAGE, enabled = true) {
  return useQuery({
    queryKey: articleKeys.related(id, limit),
    enabled: enabled && !!id,
    queryFn: async ({ signal }) => (await api.get<RelatedAnswer>(`/article/${id}/related`, { limit }, signal)).data,
  });
}

/** Home page: featured, newest first, at most 6 (part 1 §4), whatever order the answer comes in. */
export function useFeaturedArticles() {
  return useQuery({
    queryKey: articleKeys.featured,
    queryFn: async ({ signal }) => featuredArticles(await api.get<Article[]>('/article/featured', undefined, signal)),
  });
}

export function useCommunityArticles(communityId: string, search: string, page = 1) {
  return usePagedList<ArticleCard>({
    queryKey: articleKeys.community(communityId, search, page),
    path: `/article/community/${communityId}`,
    query: { search: search || undefined },
    limit: BLOG_PAGE_SIZE,
    startPage: page,
  });
}

// ---- Writing

function useArticleMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: articleKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  });
}

export const useCreateGeneralArticle = () =>
  useArticleMutation((body: CreateArticleBody) => api.post<Article>('/article/create-general', toFormData(body)));

export const useCreateCommunityArticle = (communityId: string) =>
  useArticleMutation(
    async (body: CreateCommunityArticleBody) =>
      (await api.post<{ article: Article }>(`/article/create-community/${communityId}`, toFormData(body))).article,
  );

export const useUpdateArticle = () =>
  useArticleMutation(({ id, ...body }: UpdateArticleBody & { id: string }) =>
    api.patch<Article>(`/article/${id}`, toFormData(body)),
  );

export const useDeleteArticle = () => useArticleMutation((id: string) => api.delete(`/article/${id}`));

// ---- Admin list

export interface AdminArticleQuery {
  status?: ArticleStatus | '';
  category?: string;
  type?: ArticleType | '';
  page: number;
  limit: number;
}

export function useAdminArticles({ page, limit, ...filters }: AdminArticleQuery) {
  return useListPage<ArticleCard>({
    queryKey: articleKeys.admin({ ...filters, page, limit }),
    path: '/article',
    query: filters,
    page,
    limit,
  });
}

/** The featured switch: JSON PATCH {featured}; on success the row changes in place (part 2 §4), no reload. */
export function useSetFeatured(q: AdminArticleQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string } & Required<Pick<UpdateArticleBody, 'featured'>>) =>
      api.patch<Article>(`/article/${id}`, { featured }),
    onSuccess: (_a, { id, featured }) => {
      queryClient.setQueryData<Page<ArticleCard>>(articleKeys.admin(q), (old) =>
        old
          ? {
              ...old,
              items: old.items.map((a) => (a._id === id ? { ...a, featured: featured ? 'true' : 'false' } : a)),
            }
          : old,
      );
      // The home page's featured list is another query: mark it stale without touching this table.
      void queryClient.invalidateQueries({ queryKey: articleKeys.featured, refetchType: 'none' });
    },
  });
}

// ---- The member's own articles (issue 17)

export type { MyArticle };
export const MY_ARTICLES_PAGE_SIZE = 20;

/** 'My articles': GET /article/mine, every status, newest first (under articleKeys.all: a write refreshes it). */
export function useMyArticles(page = 1) {
  return usePagedList<MyArticle>({
    queryKey: [...articleKeys.all, 'mine', page],
    path: '/article/mine',
    limit: MY_ARTICLES_PAGE_SIZE,
    startPage: page,
  });
}

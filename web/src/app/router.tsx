import { type ComponentType, useEffect } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner';
import { msg, t } from '../lib/i18n';
import { loadRouteMessages } from '../lib/i18n';
import { ErrorPage } from './error-page';
import { prefetchOnIntent } from './prefetch';
import { RequireRole } from './guards';
import { AppShell } from './layouts/app-shell';
import { RootLayout } from './layouts/root-layout';

const modules = import.meta.glob<{ default: ComponentType }>([
  '../routes/**/*.tsx',
  './layouts/admin-layout.tsx',
  './layouts/auth-layout.tsx',
  '!**/*.test.tsx',
]);

/**
 * A lazy route module: each page is its own chunk. `handle.module` names the source file so the server can
 * preload the chunks of the page it rendered (the build's manifest is keyed by it).
 */
const page = (file: string): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return {
    // The page's messages in the page's language load with its code (lib/i18n.ts).
    lazy: async () => ({ Component: (await Promise.all([load(), loadRouteMessages(file)]))[0].default }),
    handle: { module: file.replace(/^\.\.\//, 'src/').replace(/^\.\//, 'src/app/') },
  };
};

/** A permanent address that moved: a redirect the server can answer with a status, not a rendered page. */
const moved = (path: string, to: string): RouteObject => ({ path, loader: () => redirect(to, 301) });

/**
 * A page a later issue fills: the placeholder's code loads with it (it is not in every page's first load). `title`
 * is marked with msg() and shown in the page's language.
 */
const soon = (path: string, title: string): RouteObject => ({
  path,
  lazy: async () => {
    const { ComingSoon } = await import('../components/coming-soon');
    return { Component: () => <ComingSoon title={t(title)} /> };
  },
  handle: { module: 'src/components/coming-soon.tsx' },
});

const notFound = (): RouteObject => ({ path: '*', ...page('../routes/static/not-found-page.tsx') });

/** Loads a page's code when a link to it is pointed at, touched or focused (app/prefetch.ts). */
function PrefetchOnIntent() {
  useEffect(() => prefetchOnIntent(routes), []);
  return null;
}

/** The full route table (part 3 §2.1, part 1 §2.1, part 2 §2). */
export const routes: RouteObject[] = [
  {
    element: (
      <>
        <PrefetchOnIntent />
        <RootLayout />
      </>
    ),
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        ...page('./layouts/auth-layout.tsx'),
        children: [
          { path: 'login', ...page('../routes/account/login-page.tsx') },
          { path: 'registration', ...page('../routes/account/registration-page.tsx') },
          moved('register', '/registration'),
          { path: 'email-verification', ...page('../routes/account/email-verification-page.tsx') },
          { path: 'verify-email/:token?', ...page('../routes/account/verify-email-page.tsx') },
          { path: 'resend-verification', ...page('../routes/account/resend-verification-page.tsx') },
          { path: 'forgot-password', ...page('../routes/account/forgot-password-page.tsx') },
          { path: 'reset-password/:token?', ...page('../routes/account/reset-password-page.tsx') },
        ],
      },
      {
        path: 'admin',
        ...page('./layouts/admin-layout.tsx'),
        children: [
          { index: true, ...page('../routes/admin/dashboard-page.tsx') },
          { path: 'users', ...page('../routes/admin/users-page.tsx') },
          { path: 'articles', ...page('../routes/admin/articles-page.tsx') },
          { path: 'featured-posts', ...page('../routes/admin/featured-posts-page.tsx') },
          { path: 'communities', ...page('../routes/admin/communities-page.tsx') },
          { path: 'content', ...page('../routes/admin/content-page.tsx') },
          { path: 'event', ...page('../routes/admin/events-page.tsx') },
          { path: 'revenue', ...page('../routes/admin/revenue-page.tsx') },
          { path: 'ads', ...page('../routes/admin/ads-page.tsx') },
          { path: 'program', ...page('../routes/admin/programs-page.tsx') },
          { path: 'settings', ...page('../routes/admin/settings-page.tsx') },
          { path: 'media', ...page('../routes/admin/media-page.tsx') },
          { path: 'newsletter', ...page('../routes/admin/newsletter-page.tsx') },
          { path: 'startup', ...page('../routes/admin/startups-page.tsx') },
          { path: 'startupClaim', ...page('../routes/admin/startup-claims-page.tsx') },
          { path: 'profile', ...page('../routes/admin/profile-page.tsx') },
          { path: 'notifications', ...page('../routes/user/notification-page.tsx') },
          notFound(),
        ],
      },
      {
        element: <AppShell />,
        children: [
          { index: true, ...page('../routes/home/home-page.tsx') },
          { path: 'blog', ...page('../routes/blog/blog-page.tsx') },
          { path: 'blog/:id', ...page('../routes/blog/article-page.tsx') },
          { path: 'articles', ...page('../routes/blog/blog-page.tsx') },
          { path: 'about', ...page('../routes/static/about-page.tsx') },
          { path: 'event', ...page('../routes/events/events-page.tsx') },
          { path: 'event/:id', ...page('../routes/events/event-page.tsx') },
          { path: 'privacy', ...page('../routes/static/privacy-page.tsx') },
          { path: 'terms', ...page('../routes/static/terms-page.tsx') },
          { path: 'contact', ...page('../routes/static/contact-page.tsx') },
          { path: 'startup', ...page('../routes/startups/directory-page.tsx') },
          { path: 'startup/:id', ...page('../routes/startups/startup-page.tsx') },
          { path: 'startup/:id/claim', ...page('../routes/startups/claim-page.tsx') },
          { path: 'opportunity/:id', ...page('../routes/startups/opportunity-page.tsx') },
          { path: 'videos', ...page('../routes/media/videos-page.tsx') },
          { path: 'search', ...page('../routes/search/search-page.tsx') },
          { path: 'newsletter/confirm/:token', ...page('../routes/newsletter/confirm-page.tsx') },
          { path: 'newsletter/unsubscribe/:token', ...page('../routes/newsletter/unsubscribe-page.tsx') },
          {
            path: 'notifications/unsubscribe/:token/:type',
            ...page('../routes/notifications/unsubscribe-page.tsx'),
          },
          { path: 'communities', ...page('../routes/communities/communities-page.tsx') },
          moved('community', '/communities'),
          // The claim success screen links to /dashboard (part 3 §2.10): the user's dashboard.
          { path: 'dashboard', loader: () => redirect('/user') },
          { path: 'community/:id', ...page('../routes/communities/community-page.tsx') },
          { path: 'community/:communityId/create-article', ...page('../routes/articles/create-article-page.tsx') },
          {
            path: 'community/:communityId/edit-article/:articleId',
            ...page('../routes/articles/edit-article-page.tsx'),
          },
          { path: 'community/:communityId/article/:id', ...page('../routes/articles/community-article-redirect.tsx') },
          { path: 'article/:id/:slug', ...page('../routes/blog/article-page.tsx') },
          {
            path: 'user',
            element: (
              <RequireRole area="/user">
                <Outlet />
              </RequireRole>
            ),
            children: [
              { index: true, ...page('../routes/user/dashboard-page.tsx') },
              soon('blog-reading', msg('Blog Reading')),
              { path: 'community', ...page('../routes/communities/communities-page.tsx') },
              { path: 'startup-management', ...page('../routes/user/startup-management-page.tsx') },
              { path: 'applications', ...page('../routes/user/applications-page.tsx') },
              { path: 'watchlist', ...page('../routes/user/watchlist-page.tsx') },
              { path: 'bookmark', ...page('../routes/user/bookmark-page.tsx') },
              { path: 'notification', ...page('../routes/user/notification-page.tsx') },
              { path: 'subscription', ...page('../routes/user/subscription-page.tsx') },
              { path: 'blog', ...page('../routes/user/my-articles-page.tsx') },
              { path: 'content', ...page('../routes/user/my-content-page.tsx') },
              notFound(),
            ],
          },
          // Community article links (part 2 §2); the static routes above win over these patterns.
          { path: ':articleId/:titleSlug', ...page('../routes/articles/community-article-page.tsx') },
          { path: ':communityId/:articleId/:titleSlug', ...page('../routes/articles/community-article-page.tsx') },
          notFound(),
        ],
      },
    ],
  },
];

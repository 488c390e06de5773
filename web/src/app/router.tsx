import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { PageSpinner } from '../components/spinner';
import { ErrorPage, NotFoundPage } from './error-page';
import { RequireRole } from './guards';
import { AppShell } from './layouts/app-shell';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';

/** A lazy route module: each page is its own chunk. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** The full route table (part 3 §2.1, part 1 §2.1, part 2 §2). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', lazy: page(() => import('../routes/account/login-page')) },
          { path: 'registration', lazy: page(() => import('../routes/account/registration-page')) },
          { path: 'register', element: <Navigate to="/registration" replace /> },
          { path: 'email-verification', lazy: page(() => import('../routes/account/email-verification-page')) },
          { path: 'verify-email/:token?', lazy: page(() => import('../routes/account/verify-email-page')) },
          { path: 'resend-verification', lazy: page(() => import('../routes/account/resend-verification-page')) },
          { path: 'forgot-password', lazy: page(() => import('../routes/account/forgot-password-page')) },
          { path: 'reset-password/:token?', lazy: page(() => import('../routes/account/reset-password-page')) },
        ],
      },
      {
        path: 'admin',
        lazy: page(() => import('./layouts/admin-layout')),
        children: [
          { index: true, lazy: page(() => import('../routes/admin/dashboard-page')) },
          { path: 'users', lazy: page(() => import('../routes/admin/users-page')) },
          { path: 'articles', lazy: page(() => import('../routes/admin/articles-page')) },
          { path: 'featured-posts', lazy: page(() => import('../routes/admin/featured-posts-page')) },
          { path: 'communities', lazy: page(() => import('../routes/admin/communities-page')) },
          { path: 'content', lazy: page(() => import('../routes/admin/content-page')) },
          soon('event', 'Events'),
          { path: 'revenue', lazy: page(() => import('../routes/admin/revenue-page')) },
          { path: 'ads', lazy: page(() => import('../routes/admin/ads-page')) },
          soon('program', 'Programs'),
          { path: 'settings', lazy: page(() => import('../routes/admin/settings-page')) },
          soon('media', 'Video Playlists'),
          soon('newsletter', 'Newsletter'),
          soon('startup', 'Startup Management'),
          soon('startupClaim', 'Startup Claim Management'),
          { path: 'profile', lazy: page(() => import('../routes/admin/profile-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AppShell />,
        children: [
          { index: true, lazy: page(() => import('../routes/home/home-page')) },
          { path: 'blog', lazy: page(() => import('../routes/blog/blog-page')) },
          { path: 'blog/:id', lazy: page(() => import('../routes/blog/article-page')) },
          { path: 'articles', lazy: page(() => import('../routes/blog/blog-page')) },
          { path: 'about', lazy: page(() => import('../routes/static/about-page')) },
          soon('event', 'Upcoming Events'),
          { path: 'privacy', lazy: page(() => import('../routes/static/privacy-page')) },
          { path: 'terms', lazy: page(() => import('../routes/static/terms-page')) },
          { path: 'contact', lazy: page(() => import('../routes/static/contact-page')) },
          soon('startup', 'Startup Directory'),
          soon('startup/:id', 'Startup Profile'),
          soon('startup/:id/claim', 'Claim This Profile'),
          soon('opportunity/:id', 'Opportunity'),
          soon('videos', 'Videos'),
          { path: 'communities', lazy: page(() => import('../routes/communities/communities-page')) },
          { path: 'community', element: <Navigate to="/communities" replace /> },
          // The claim success screen links to /dashboard (part 3 §2.10): the user's dashboard.
          { path: 'dashboard', element: <Navigate to="/user" replace /> },
          { path: 'community/:id', lazy: page(() => import('../routes/communities/community-page')) },
          { path: 'community/:communityId/create-article', lazy: page(() => import('../routes/articles/create-article-page')) },
          { path: 'community/:communityId/edit-article/:articleId', lazy: page(() => import('../routes/articles/edit-article-page')) },
          { path: 'community/:communityId/article/:id', lazy: page(() => import('../routes/articles/community-article-redirect')) },
          { path: 'article/:id/:slug', lazy: page(() => import('../routes/blog/article-page')) },
          {
            path: 'user',
            element: (
              <RequireRole area="/user">
                <Outlet />
              </RequireRole>
            ),
            children: [
              { index: true, lazy: page(() => import('../routes/user/dashboard-page')) },
              soon('blog-reading', 'Blog Reading'),
              { path: 'community', lazy: page(() => import('../routes/communities/communities-page')) },
              soon('startup-management', 'Startup Management'),
              soon('bookmark', 'Bookmarks'),
              soon('notification', 'Notifications'),
              soon('subscription', 'Subscription'),
              soon('blog', 'My Blog'),
              soon('content', 'Content'),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          // Community article links (part 2 §2); the static routes above win over these patterns.
          { path: ':articleId/:titleSlug', lazy: page(() => import('../routes/articles/community-article-page')) },
          { path: ':communityId/:articleId/:titleSlug', lazy: page(() => import('../routes/articles/community-article-page')) },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

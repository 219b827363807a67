import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from './AppLayout';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RouterErrorPage } from './errors/RouterErrorPage';
import { NOTIFICATIONS_PATH } from '../platform/notifications/paths';
import { ADMIN_ROLES, DEVELOPER_ROLES, RequireRole } from './RequireRole';
import { RequireSignIn } from './RequireSignIn';

/** Each page is its own chunk, loaded when its route is first visited. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const StoreListPage = lazyPage(() => import('../store/home/StoreListPage'), 'StoreListPage');
const PluginDetailPage = lazyPage(() => import('../store/detail/PluginDetailPage'), 'PluginDetailPage');
const DeveloperPluginsPage = lazyPage(() => import('../store/developer/DeveloperPluginsPage'), 'DeveloperPluginsPage');
const AccessTokensPage = lazyPage(() => import('../store/developer/AccessTokensPage'), 'AccessTokensPage');
const ConsolePluginsPage = lazyPage(() => import('../store/console/ConsolePluginsPage'), 'ConsolePluginsPage');
const ConsoleCategoriesPage = lazyPage(() => import('../store/console/ConsoleCategoriesPage'), 'ConsoleCategoriesPage');
const ProfilePage = lazyPage(() => import('../store/profile/ProfilePage'), 'ProfilePage');
const NotificationCenterPage = lazyPage(
  () => import('../platform/notifications/NotificationCenterPage'),
  'NotificationCenterPage',
);
const PaymentPlaceholderPage = lazyPage(() => import('../payment/PaymentPlaceholderPage'), 'PaymentPlaceholderPage');

/** Wraps a page in its own error boundary and loading fallback. */
function page(element: ReactNode): ReactNode {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouterErrorPage />,
    children: [
      { path: '/', element: page(<StoreListPage />) },
      { path: '/search', element: page(<StoreListPage />) },
      { path: '/category/:category', element: page(<StoreListPage />) },
      { path: '/plugins/:did/:version?', element: page(<PluginDetailPage />) },
      { path: '/plugin/:did', element: page(<PluginDetailPage />) },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/profile', element: page(<ProfilePage />) },
          { path: NOTIFICATIONS_PATH, element: page(<NotificationCenterPage />) },
        ],
      },
      {
        element: <RequireRole roles={DEVELOPER_ROLES} />,
        children: [
          { path: '/developer/plugins', element: page(<DeveloperPluginsPage />) },
          { path: '/developer/access-tokens', element: page(<AccessTokensPage />) },
        ],
      },
      {
        element: <RequireRole roles={ADMIN_ROLES} />,
        children: [
          { path: '/console/plugins', element: page(<ConsolePluginsPage />) },
          { path: '/console/categories', element: page(<ConsoleCategoriesPage />) },
        ],
      },
      { path: '/payment/*', element: page(<PaymentPlaceholderPage />) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { AppLayout } from './AppLayout';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { RouterErrorPage } from './errors/RouterErrorPage';
import { NOTIFICATIONS_PATH } from '../platform/notifications/paths';
import { ADMIN_ROLES, RequireRole } from './RequireRole';
import { RequireSignIn } from './RequireSignIn';
import { RequireDeveloper } from '../store/shared/RequireDeveloper';

/** Each page is its own chunk, loaded when its route is first visited. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const CustomerInvoicePage = lazyPage(() => import('../payment/customer/BillingPages'), 'CustomerInvoicePage');
const CustomerSubscriptionPage = lazyPage(() => import('../payment/customer/BillingPages'), 'CustomerSubscriptionPage');
const PastDuePage = lazyPage(() => import('../payment/customer/PastDue'), 'PastDuePage');
const StoreListPage = lazyPage(() => import('../store/home/StoreListPage'), 'StoreListPage');
const PluginDetailPage = lazyPage(() => import('../store/detail/PluginDetailPage'), 'PluginDetailPage');
const DeveloperPluginsPage = lazyPage(() => import('../store/developer/DeveloperPluginsPage'), 'DeveloperPluginsPage');
const AccessTokensPage = lazyPage(() => import('../store/developer/AccessTokensPage'), 'AccessTokensPage');
const ConsolePluginsPage = lazyPage(() => import('../store/console/ConsolePluginsPage'), 'ConsolePluginsPage');
const ConsoleCategoriesPage = lazyPage(() => import('../store/console/ConsoleCategoriesPage'), 'ConsoleCategoriesPage');
const StoreLayout = lazyPage(() => import('../store/shared/StoreLayout'), 'StoreLayout');
const ConnectCliPage = lazyPage(() => import('../store/connect/ConnectCliPage'), 'ConnectCliPage');
const ConnectStudioPage = lazyPage(() => import('../store/connect/ConnectCliPage'), 'ConnectStudioPage');
const GenKeyPairPage = lazyPage(() => import('../store/keys/GenKeyPairPage'), 'GenKeyPairPage');
const JoinPage = lazyPage(() => import('../store/join/JoinPage'), 'JoinPage');
const ProfilePage = lazyPage(() => import('../store/profile/ProfilePage'), 'ProfilePage');
const NotificationCenterPage = lazyPage(
  () => import('../platform/notifications/NotificationCenterPage'),
  'NotificationCenterPage',
);
const PaymentPlaceholderPage = lazyPage(() => import('../payment/PaymentPlaceholderPage'), 'PaymentPlaceholderPage');
const DashboardLayout = lazyPage(() => import('../payment/dashboard/shared/DashboardLayout'), 'DashboardLayout');
const ProductListPage = lazyPage(() => import('../payment/dashboard/products/ProductListPage'), 'ProductListPage');
const ProductNewPage = lazyPage(() => import('../payment/dashboard/products/ProductNewPage'), 'ProductNewPage');
const ProductDetailPage = lazyPage(() => import('../payment/dashboard/products/ProductDetailPage'), 'ProductDetailPage');
const PaymentLinkListPage = lazyPage(() => import('../payment/dashboard/payment-links/PaymentLinkListPage'), 'PaymentLinkListPage');
const PaymentLinkNewPage = lazyPage(() => import('../payment/dashboard/payment-links/PaymentLinkNewPage'), 'PaymentLinkNewPage');
const PaymentLinkDetailPage = lazyPage(() => import('../payment/dashboard/payment-links/PaymentLinkDetailPage'), 'PaymentLinkDetailPage');
const PaymentLinkEditPage = lazyPage(() => import('../payment/dashboard/payment-links/PaymentLinkEditPage'), 'PaymentLinkEditPage');
const PaymentMethodsPage = lazyPage(() => import('../payment/dashboard/payment-methods/PaymentMethodsPage'), 'PaymentMethodsPage');
const CustomerListPage = lazyPage(() => import('../payment/dashboard/customers/CustomerListPage'), 'CustomerListPage');
const CustomerDetailPage = lazyPage(() => import('../payment/dashboard/customers/CustomerDetailPage'), 'CustomerDetailPage');
const ApiKeysPage = lazyPage(() => import('../payment/dashboard/api-keys/ApiKeysPage'), 'ApiKeysPage');
const WebhookListPage = lazyPage(() => import('../payment/dashboard/webhooks/WebhookListPage'), 'WebhookListPage');
const WebhookDetailPage = lazyPage(() => import('../payment/dashboard/webhooks/WebhookDetailPage'), 'WebhookDetailPage');
const CheckoutPage = lazyPage(() => import('../payment/checkout/CheckoutPage'), 'CheckoutPage');
const TipPage = lazyPage(() => import('../payment/donation/TipPage'), 'TipPage');
const DonationSettingsPage = lazyPage(() => import('../payment/dashboard/donations/DonationSettingsPage'), 'DonationSettingsPage');

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
      { path: '/gen-key-pair', element: page(<GenKeyPairPage />) },
      { path: '/join', element: page(<JoinPage />) },
      {
        element: <RequireSignIn />,
        children: [
          { path: '/profile', element: page(<ProfilePage />) },
          { path: NOTIFICATIONS_PATH, element: page(<NotificationCenterPage />) },
          {
            element: <RequireDeveloper />,
            children: [
              { path: '/connect-cli', element: page(<ConnectCliPage />) },
              { path: '/connect-studio', element: page(<ConnectStudioPage />) },
            ],
          },
        ],
      },
      {
        element: <RequireDeveloper />,
        children: [
          {
            element: page(<StoreLayout />),
            children: [
              { path: '/developer/plugins', element: page(<DeveloperPluginsPage />) },
              { path: '/developer/access-tokens', element: page(<AccessTokensPage />) },
            ],
          },
        ],
      },
      {
        element: <RequireRole roles={ADMIN_ROLES} />,
        children: [
          {
            element: page(<StoreLayout />),
            children: [
              { path: '/console/plugins', element: page(<ConsolePluginsPage />) },
              { path: '/console/categories', element: page(<ConsoleCategoriesPage />) },
            ],
          },
        ],
      },
      {
        // The merchant dashboard: signed-out visitors are asked to sign in, others need a role.
        element: <RequireSignIn />,
        children: [
          {
            element: <RequireRole roles={ADMIN_ROLES} />,
            children: [
              {
                element: page(<DashboardLayout />),
                children: [
                  { path: '/payment/admin', element: <Navigate to="/payment/admin/products" replace /> },
                  { path: '/payment/admin/products', element: page(<ProductListPage />) },
                  { path: '/payment/admin/products/new', element: page(<ProductNewPage />) },
                  { path: '/payment/admin/products/:id', element: page(<ProductDetailPage />) },
                  { path: '/payment/admin/payment-links', element: page(<PaymentLinkListPage />) },
                  { path: '/payment/admin/payment-links/new', element: page(<PaymentLinkNewPage />) },
                  { path: '/payment/admin/payment-links/:id', element: page(<PaymentLinkDetailPage />) },
                  { path: '/payment/admin/payment-links/:id/edit', element: page(<PaymentLinkEditPage />) },
                  { path: '/payment/admin/payment-methods', element: page(<PaymentMethodsPage />) },
                  { path: '/payment/admin/customers', element: page(<CustomerListPage />) },
                  { path: '/payment/admin/customers/:id', element: page(<CustomerDetailPage />) },
                  { path: '/payment/admin/api-keys', element: page(<ApiKeysPage />) },
                  { path: '/payment/admin/webhooks', element: page(<WebhookListPage />) },
                  { path: '/payment/admin/webhooks/:id', element: page(<WebhookDetailPage />) },
                  { path: '/payment/integrations/donations', element: page(<DonationSettingsPage />) },
                ],
              },
            ],
          },
        ],
      },
      { path: '/payment/checkout/pay/:id', element: page(<CheckoutPage />) },
      { path: '/payment/checkout/donate/:plinkId', element: page(<TipPage />) },
      { path: '/payment/customer/invoice/past-due', element: page(<PastDuePage />) },
      { path: '/payment/customer/invoice/:id', element: page(<CustomerInvoicePage />) },
      { path: '/payment/customer/subscription/:id', element: page(<CustomerSubscriptionPage />) },
      { path: '/payment/*', element: page(<PaymentPlaceholderPage />) },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

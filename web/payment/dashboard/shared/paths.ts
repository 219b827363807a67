/** Where the dashboard's pages live. */
export const ADMIN_BASE = '/payment/admin';
export const DONATIONS_PATH = '/payment/integrations/donations';

export const dashboardPaths = {
  products: `${ADMIN_BASE}/products`,
  newProduct: `${ADMIN_BASE}/products/new`,
  product: (id: string) => `${ADMIN_BASE}/products/${id}`,
  paymentLinks: `${ADMIN_BASE}/payment-links`,
  newPaymentLink: `${ADMIN_BASE}/payment-links/new`,
  paymentLink: (id: string) => `${ADMIN_BASE}/payment-links/${id}`,
  paymentLinkEdit: (id: string) => `${ADMIN_BASE}/payment-links/${id}/edit`,
  paymentMethods: `${ADMIN_BASE}/payment-methods`,
  customers: `${ADMIN_BASE}/customers`,
  customer: (id: string) => `${ADMIN_BASE}/customers/${id}`,
  apiKeys: `${ADMIN_BASE}/api-keys`,
  webhooks: `${ADMIN_BASE}/webhooks`,
  webhook: (id: string) => `${ADMIN_BASE}/webhooks/${id}`,
  donations: DONATIONS_PATH,
};

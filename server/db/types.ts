import type { ColumnType, Generated } from 'kysely';

/** Row types of every table, one interface per table; kept in step with migrations/. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlatformSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeedRunsTable {
  name: string;
  ran_at: CreatedAt;
}

export interface Database {
  platform_settings: PlatformSettingsTable;
  seed_runs: SeedRunsTable;
  users: UsersTable;
  passports: PassportsTable;
  auth_nonces: AuthNoncesTable;
  auth_sessions: AuthSessionsTable;
  notifications: NotificationsTable;
  notification_receivers: NotificationReceiversTable;
  api_keys: ApiKeysTable;
  payment_methods: PaymentMethodsTable;
  payment_currencies: PaymentCurrenciesTable;
  products: ProductsTable;
  prices: PricesTable;
  payment_links: PaymentLinksTable;
  customers: CustomersTable;
  settings: SettingsTable;
  events: EventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_attempts: WebhookAttemptsTable;
  idempotency_keys: IdempotencyKeysTable;
  checkout_sessions: CheckoutSessionsTable;
  payment_intents: PaymentIntentsTable;
  chain_transactions: ChainTransactionsTable;
  categories: CategoriesTable;
  plugins: PluginsTable;
  plugin_versions: PluginVersionsTable;
  review_comments: ReviewCommentsTable;
  access_tokens: AccessTokensTable;
  cli_sessions: CliSessionsTable;
  developer_stakes: DeveloperStakesTable;
  subscriptions: SubscriptionsTable;
  subscription_items: SubscriptionItemsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  credit_grants: CreditGrantsTable;
  credit_transactions: CreditTransactionsTable;
}

export type { Generated };

export interface UsersTable {
  did: string;
  address: string;
  chain_id: number;
  role: 'owner' | 'guest';
  full_name: ColumnType<string, string | undefined, string>;
  email: ColumnType<string, string | undefined, string>;
  avatar_image: Uint8Array | null;
  avatar_type: string | null;
  did_space: ColumnType<{ endpoint: string; did: string } | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  last_login_at: Date | null;
}

export interface PassportsTable {
  id: string;
  user_did: string;
  role: 'admin' | 'developer';
  issued_by: string | null;
  created_at: CreatedAt;
  revoked_at: Date | null;
}

export interface AuthNoncesTable {
  nonce: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface AuthSessionsTable {
  id: string;
  token_hash: string;
  user_did: string;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
}

export interface NotificationsTable {
  id: string;
  severity: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  source: 'system' | 'component';
  component_did: string | null;
  sticky: ColumnType<boolean, boolean | undefined, boolean>;
  activity: ColumnType<unknown, string | null | undefined, string | null>;
  actor_info: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface NotificationReceiversTable {
  notification_id: string;
  receiver: string;
  read_at: Date | null;
  created_at: CreatedAt;
}

/** A jsonb column: read as T, written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;
type JsonNullable<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** numeric(78,0): a string of digits in both drivers; converted to bigint in the services. */
type Money = ColumnType<string, string | bigint, string | bigint>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

interface PaymentRecord {
  id: string;
  livemode: boolean;
  metadata: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ApiKeysTable extends PaymentRecord {
  name: string;
  secret_hash: string;
  secret_hint: string;
  created_by: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export interface PaymentMethodsTable extends PaymentRecord {
  type: string;
  name: string;
  description: Defaulted<string>;
  logo: Defaulted<string>;
  active: Defaulted<boolean>;
  locked: Defaulted<boolean>;
  settings: Json<Record<string, unknown>>;
  secret_settings: string | null;
  default_currency_id: string | null;
  confirmation: Json<Record<string, unknown>>;
  features: Json<Record<string, boolean>>;
}

export interface PaymentCurrenciesTable extends PaymentRecord {
  payment_method_id: string;
  name: string;
  symbol: string;
  description: Defaulted<string>;
  logo: Defaulted<string>;
  decimal: number;
  maximum_precision: Defaulted<number>;
  contract: string | null;
  type: Defaulted<'standard' | 'credit'>;
  active: Defaulted<boolean>;
  locked: Defaulted<boolean>;
  is_base_currency: Defaulted<boolean>;
  minimum_payment_amount: Money;
  maximum_payment_amount: Money;
}

export interface ProductsTable extends PaymentRecord {
  active: Defaulted<boolean>;
  locked: Defaulted<boolean>;
  type: Defaulted<'service' | 'good' | 'credit'>;
  name: string;
  description: Defaulted<string>;
  images: Json<string[]>;
  features: Json<{ name: string }[]>;
  statement_descriptor: Defaulted<string>;
  unit_label: Defaulted<string>;
  quantity_available: Defaulted<number>;
  quantity_sold: Defaulted<number>;
  quantity_limit_per_checkout: Defaulted<number>;
  cross_sell: JsonNullable<{ cross_sells_to_id: string }>;
  default_price_id: string | null;
  created_via: Defaulted<string>;
}

export interface PricesTable extends PaymentRecord {
  product_id: string;
  active: Defaulted<boolean>;
  locked: Defaulted<boolean>;
  type: 'one_time' | 'recurring';
  nickname: Defaulted<string>;
  unit_amount: Money;
  currency_id: string;
  custom_unit_amount: JsonNullable<unknown>;
  currency_options: Json<unknown[]>;
  recurring: JsonNullable<unknown>;
  quantity_available: Defaulted<number>;
  quantity_sold: Defaulted<number>;
  quantity_limit_per_checkout: Defaulted<number>;
  upsell: JsonNullable<{ upsells_to_id: string }>;
  lookup_key: string | null;
  created_via: Defaulted<string>;
}

export interface PaymentLinksTable extends PaymentRecord {
  active: Defaulted<boolean>;
  name: Defaulted<string>;
  line_items: Json<unknown[]>;
  currency_id: string | null;
  after_completion: JsonNullable<unknown>;
  submit_type: Defaulted<string>;
  donation_settings: JsonNullable<unknown>;
  benefits: Json<unknown[]>;
  phone_number_collection: Json<{ enabled: boolean }>;
  billing_address_collection: Defaulted<string>;
  cross_sell_behavior: Defaulted<string>;
  subscription_data: JsonNullable<unknown>;
  lookup_key: string | null;
  created_via: Defaulted<string>;
}

export interface CustomersTable extends PaymentRecord {
  did: string;
  name: Defaulted<string>;
  email: Defaulted<string>;
  phone: Defaulted<string>;
  address: Json<Record<string, string>>;
  invoice_prefix: string;
  next_invoice_sequence: Defaulted<number>;
  delinquent: Defaulted<boolean>;
}

export interface SettingsTable extends PaymentRecord {
  type: string;
  mount_location: string;
  component_did: string | null;
  description: Defaulted<string>;
  active: Defaulted<boolean>;
  settings: Json<Record<string, unknown>>;
}

export interface EventsTable {
  id: string;
  livemode: boolean;
  type: string;
  object_type: string;
  object_id: string;
  data: Json<Record<string, unknown>>;
  request: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface WebhookEndpointsTable extends PaymentRecord {
  url: string;
  description: Defaulted<string>;
  enabled_events: Json<string[]>;
  status: Defaulted<'enabled' | 'disabled'>;
  secret_encrypted: string;
}

export interface WebhookAttemptsTable {
  id: string;
  livemode: boolean;
  event_id: string;
  webhook_endpoint_id: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  response_status: number | null;
  response_body: Defaulted<string>;
  error: string | null;
  duration_ms: number;
  created_at: CreatedAt;
}

export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
  created_at: CreatedAt;
}

export interface CheckoutSessionsTable {
  id: string;
  livemode: boolean;
  status: Defaulted<'open' | 'complete' | 'expired'>;
  payment_status: Defaulted<'unpaid' | 'paid' | 'no_payment_required'>;
  mode: 'payment' | 'subscription' | 'setup';
  submit_type: Defaulted<string>;
  currency_id: string;
  payment_method_id: string | null;
  payment_link_id: string | null;
  customer_id: string | null;
  customer_did: string | null;
  line_items: Json<unknown[]>;
  amount_subtotal: Money;
  amount_total: Money;
  customer_details: JsonNullable<unknown>;
  success_url: string | null;
  cancel_url: string | null;
  phone_number_collection: Json<{ enabled: boolean }>;
  billing_address_collection: Defaulted<string>;
  cross_sell_behavior: Defaulted<string>;
  subscription_data: JsonNullable<unknown>;
  after_completion: JsonNullable<unknown>;
  payment_intent_id: string | null;
  invoice_id: string | null;
  subscription_id: string | null;
  expires_at: Date;
  completed_at: Date | null;
  inventory_reserved: JsonNullable<Record<string, number>>;
  metadata: Json<Record<string, unknown>>;
  created_via: Defaulted<string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PaymentIntentsTable {
  id: string;
  livemode: boolean;
  checkout_session_id: string | null;
  customer_id: string | null;
  payment_method_id: string;
  currency_id: string;
  amount: Money;
  amount_received: Money;
  status: Defaulted<'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'>;
  payer: string | null;
  watch_from_block: ColumnType<number | null, number | null | undefined, number | null>;
  description: Defaulted<string>;
  last_payment_error: JsonNullable<{ type: string; message: string; code?: string }>;
  payment_details: Json<Record<string, unknown>>;
  metadata: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChainTransactionsTable {
  chain_id: string;
  tx_hash: string;
  payment_intent_id: string;
  payer: string;
  token: string | null;
  amount: Money;
  block_number: ColumnType<number, number | bigint, never>;
  gas_used: Money;
  gas_price: Money;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: string;
  slug: string;
  names: Json<{ en: string; zh: string }>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PluginVersionStatus = 'draft' | 'pending' | 'in_review' | 'approved' | 'rejected' | 'cancelled' | 'published';

export interface PluginsTable {
  did: string;
  name: string;
  title: Defaulted<string>;
  description: Defaulted<string>;
  logo: Defaulted<string>;
  screenshots: Json<string[]>;
  readme: Defaulted<string>;
  category_id: string | null;
  keywords: Json<string[]>;
  keywords_text: Defaulted<string>;
  owner_did: string;
  status: Defaulted<'normal' | 'blocked'>;
  block_reason: string | null;
  visibility: Defaulted<'public' | 'private'>;
  review_type: Defaulted<'first' | 'each'>;
  price_id: string | null;
  downloads: Defaulted<number>;
  latest_version: string | null;
  current_version: string | null;
  last_published_at: Date | null;
  search: ColumnType<string, never, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PluginVersionsTable {
  id: string;
  plugin_did: string;
  version: string;
  manifest: Json<Record<string, unknown>>;
  bundle: Uint8Array;
  bundle_size: number;
  sha512: string;
  signature: string;
  status: Defaulted<PluginVersionStatus>;
  note: Defaulted<string>;
  operations: Json<Record<string, string>>;
  created_at: CreatedAt;
  pending_at: Date | null;
  in_review_at: Date | null;
  approved_at: Date | null;
  rejected_at: Date | null;
  cancelled_at: Date | null;
  published_at: Date | null;
  removed_at: Date | null;
}

export interface ReviewCommentsTable {
  id: string;
  version_id: string;
  author_did: string | null;
  body: string;
  system: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface AccessTokensTable {
  id: string;
  user_did: string;
  name: string;
  secret_hash: string;
  secret_hint: string;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: CreatedAt;
}

export interface CliSessionsTable {
  id: string;
  user_code: string;
  poll_hash: string;
  client: Defaulted<string>;
  status: Defaulted<'pending' | 'approved' | 'consumed'>;
  user_did: string | null;
  token_sealed: string | null;
  expires_at: Date;
  created_at: CreatedAt;
}

export interface DeveloperStakesTable {
  id: string;
  user_did: string;
  livemode: boolean;
  checkout_session_id: string;
  currency_id: string;
  amount: Money;
  status: Defaulted<'staked' | 'returned'>;
  created_at: CreatedAt;
}

export interface SubscriptionsTable extends PaymentRecord {
  customer_id: string;
  currency_id: string;
  default_payment_method_id: string;
  checkout_session_id: string | null;
  status: 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'incomplete' | 'incomplete_expired';
  description: Defaulted<string>;
  payer: string | null;
  current_period_start: Date;
  current_period_end: Date;
  billing_cycle_anchor: Date;
  start_date: Date;
  trial_start: Date | null;
  trial_end: Date | null;
  cancel_at_period_end: Defaulted<boolean>;
  canceled_at: Date | null;
  ended_at: Date | null;
  latest_invoice_id: string | null;
}

export interface SubscriptionItemsTable {
  id: string;
  subscription_id: string;
  price_id: string;
  quantity: number;
  metadata: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface InvoicesTable extends PaymentRecord {
  number: string;
  customer_id: string;
  subscription_id: string | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  currency_id: string;
  default_payment_method_id: string | null;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  billing_reason: string;
  collection_method: Defaulted<'charge_automatically' | 'send_invoice'>;
  description: Defaulted<string>;
  subtotal: Money;
  total: Money;
  amount_due: Money;
  amount_paid: Money;
  amount_remaining: Money;
  period_start: Date;
  period_end: Date;
  due_date: Date | null;
  status_transitions: Json<Record<string, string>>;
  customer_name: Defaulted<string>;
  customer_email: Defaulted<string>;
}

export interface InvoiceItemsTable {
  id: string;
  invoice_id: string;
  price_id: string | null;
  subscription_item_id: string | null;
  description: Defaulted<string>;
  quantity: number;
  amount: Money;
  period_start: Date | null;
  period_end: Date | null;
  created_at: CreatedAt;
}

export interface CreditGrantsTable extends PaymentRecord {
  customer_id: string;
  currency_id: string;
  name: Defaulted<string>;
  category: Defaulted<'paid' | 'promotional'>;
  priority: Defaulted<number>;
  amount: Money;
  remaining_amount: Money;
  status: 'pending' | 'granted' | 'depleted' | 'expired' | 'voided';
  applicability_config: Json<{ scope?: { prices?: string[] } }>;
  effective_at: Date;
  expires_at: Date | null;
  voided_at: Date | null;
  subscription_id: string | null;
  invoice_id: string | null;
}

export interface CreditTransactionsTable {
  id: string;
  livemode: boolean;
  customer_id: string;
  credit_grant_id: string;
  currency_id: string;
  subscription_id: string | null;
  checkout_session_id: string | null;
  payment_intent_id: string | null;
  source: 'checkout' | 'expiration' | 'void';
  credit_amount: Money;
  remaining_balance: Money;
  description: Defaulted<string>;
  metadata: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

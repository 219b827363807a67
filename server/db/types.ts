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

export const VERSION_STATUSES = ['draft', 'pending', 'in_review', 'approved', 'rejected', 'cancelled', 'published'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];
export type ReviewType = 'first' | 'each';
export type Visibility = 'public' | 'private';

export type Plugin = {
  did: string;
  name: string;
  title: string;
  description: string;
  logo: string;
  screenshots: string[];
  readme: string;
  category_id: string | null;
  keywords: string[];
  owner_did: string;
  status: 'normal' | 'blocked';
  block_reason?: string | null;
  visibility: Visibility;
  review_type: ReviewType;
  downloads: number;
  current_version: string | null;
  /** Only for the owner and reviewers. */
  latest_version?: string | null;
  last_published_at: string | null;
  created_at: string;
};

export type PluginVersion = {
  id: string;
  plugin_did: string;
  version: string;
  status: VersionStatus;
  note: string | null;
  sha512: string;
  bundle_size: number;
  created_at: string;
  published_at: string | null;
  removed: boolean;
};

export type PluginDetail = Plugin & { versions: PluginVersion[] };

export type Category = { id: string; slug: string; names: { en: string; zh: string } };

export type AccessToken = {
  id: string;
  name: string;
  secret: string;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
};

export type ReviewComment = { id: string; author_did: string | null; body: string; system: boolean; created_at: string };

export type Page<T> = { list: T[]; count: number };

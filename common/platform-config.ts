import { z } from 'zod';

/** Locales the product speaks; `tw` is accepted as an alias of zh. */
export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

export const ROLES = ['owner', 'admin', 'developer', 'guest'] as const;
export type Role = (typeof ROLES)[number];

export const NAV_SECTIONS = ['header', 'footer', 'social', 'bottom', 'dashboard', 'sessionManager', 'userCenter'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** A text that is either one string or one per locale. */
export const localizedText = z.union([z.string(), z.object({ en: z.string(), zh: z.string().optional() })]);
export type LocalizedText = z.infer<typeof localizedText>;

export type NavItem = {
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  link?: LocalizedText;
  icon?: string;
  role?: Role | Role[];
  section: NavSection | NavSection[];
  items?: NavItem[];
};

export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: localizedText,
    description: localizedText.optional(),
    link: localizedText.optional(),
    icon: z.string().optional(),
    role: z.union([z.enum(ROLES), z.array(z.enum(ROLES))]).optional(),
    section: z.union([z.enum(NAV_SECTIONS), z.array(z.enum(NAV_SECTIONS))]),
    items: z.array(navItemSchema).optional(),
  }),
);

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** Store developer access: an admin invites (grants the passport), or users stake to join. */
export const PERMISSION_MODES = ['invite', 'staking'] as const;

/** What `GET /__plugin__.js` puts on `window.mintgate` (and `?type=json` returns). */
export const platformConfigSchema = z.object({
  appName: z.string(),
  appDid: z.string(),
  appUrl: z.string(),
  version: z.string(),
  /** The parts of the product and where each is mounted. */
  componentMountPoints: z.array(z.object({ name: z.string(), title: z.string(), mountPoint: z.string() })),
  preferences: z.object({
    theme: z.enum(THEME_PREFERENCES),
    permissionMode: z.enum(PERMISSION_MODES),
    /** Whether plugin versions need an admin's approval before they are published. */
    needReview: z.boolean().default(true),
  }),
  languages: z.array(z.object({ code: z.enum(LOCALES), name: z.string() })),
  navigation: z.array(navItemSchema),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

/** Name of the global the platform script sets. */
export const PLATFORM_CONFIG_GLOBAL = 'mintgate';

import { z } from 'zod';
import { ROLES } from './platform-config';

/** Platform API mount point and the realtime socket paths (spec §7 Realtime). */
export const PLATFORM_API = '/.well-known/service/api';
export const USER_SOCKET_PATH = '/.well-known/service/user/socket.io';
export const RELAY_SOCKET_PATH = '/.well-known/service/relay/socket.io';
export const AVATAR_PATH = '/.well-known/service/user/avatar';
export const SESSION_COOKIE = 'login_token';

/** Heartbeats: user channel 100 s, relay 30 s (spec §9). */
export const USER_HEARTBEAT_MS = 100_000;
export const RELAY_HEARTBEAT_MS = 30_000;

export const passportSchema = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  issuedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Passport = z.infer<typeof passportSchema>;

export const sessionUserSchema = z.object({
  did: z.string(),
  address: z.string(),
  /** Effective role: owner, admin (base role or passport), developer (passport) or guest. */
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string(),
  /** URL of the avatar image (uploaded or generated). */
  avatar: z.string(),
  passports: z.array(passportSchema),
  didSpace: z.object({ endpoint: z.string(), did: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const NOTIFICATION_SEVERITIES = ['normal', 'success', 'info', 'warning', 'error'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];
export const ACTIVITY_TYPES = ['comment', 'like', 'follow', 'tips', 'mention', 'assign', 'un_assign'] as const;

export const notificationSchema = z.object({
  id: z.string(),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  title: z.string(),
  description: z.string(),
  source: z.enum(['system', 'component']),
  componentDid: z.string().nullable(),
  sticky: z.boolean(),
  /** Only the asking user's own entry: other receivers are never shown. */
  receivers: z.array(z.object({ receiver: z.string(), read: z.boolean(), readAt: z.string().nullable() })),
  activity: z
    .object({
      type: z.enum(ACTIVITY_TYPES),
      actor: z.string(),
      target: z.object({ type: z.string(), id: z.string(), name: z.string().optional(), link: z.string().optional() }),
      meta: z.record(z.string(), z.unknown()).optional(),
    })
    .nullable(),
  actorInfo: z.object({ did: z.string(), fullName: z.string(), avatar: z.string() }).nullable(),
  /** Read state of the asking user. */
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Realtime events on the user channel. */
export const USER_EVENTS = { notificationCreate: 'notification.create', notificationRead: 'notification.read' } as const;
export type NotificationCreateEvent = { notification: Notification; unread: number };
/** `ids`: the notifications that turned read by this action (already-read ones are not counted). */
export type NotificationReadEvent = { ids: string[]; unread: number };

/** Realtime events on the relay (published by the payment part). */
export const RELAY_EVENTS = { invoicePaid: 'invoice.paid', checkoutSessionCompleted: 'checkout.session.completed' } as const;

/** `did:pkh` (CAIP-10) of an EVM account. */
export function didPkh(chainId: number, checksumAddress: string): string {
  return `did:pkh:eip155:${chainId}:${checksumAddress}`;
}

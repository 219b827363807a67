import semver from 'semver';
import { z } from 'zod';

/** Plugin names: letters, digits, - and _, at most 32 characters (spec §5 texts). */
export const pluginName = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(32, 'max 32 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'name only letters, digits, - and _');

/** plugin.json, as the CLI checks it before upload and the store checks it again. */
export const manifestSchema = z.object({
  did: z.string().startsWith('did:key:z'),
  name: pluginName,
  version: z.string().refine((v) => semver.valid(v) === v, 'must be a semantic version such as 1.2.3'),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(3, 'no less than 3 chars').max(160, 'no longer than 160 chars'),
  keywords: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  logo: z.string().max(2000).optional(),
  screenshots: z.array(z.string().max(2000)).max(8).default([]),
  readme: z.string().max(100_000).default(''),
});
export type Manifest = z.infer<typeof manifestSchema>;

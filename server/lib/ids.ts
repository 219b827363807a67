import { randomBytes } from 'node:crypto';
import { base58 } from '@scure/base';

/** A prefixed random id (`ntf_…`, `cs_…`): 16 random bytes, base58, so ids are unguessable. */
export function newId(prefix: string): string {
  return `${prefix}_${base58.encode(randomBytes(16))}`;
}

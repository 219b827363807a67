#!/usr/bin/env node
// The CLI is TypeScript like the rest of the package; tsx loads it.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');

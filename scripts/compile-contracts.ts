/**
 * Compiles the embedded test chain's contracts into server/payment/rails/testnet/contracts.gen.ts.
 * The output is committed so starting the app needs no compiler; a test checks it matches.
 */
import fs from 'node:fs';
import { compileTestnetContracts, GENERATED_FILE, renderGenerated } from '../server/payment/rails/testnet/compile';

fs.writeFileSync(GENERATED_FILE, renderGenerated(compileTestnetContracts()));
console.log(`wrote ${GENERATED_FILE}`);

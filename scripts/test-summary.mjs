// Prints "<label>: N passed, N failed" from Vitest JSON reports, the line CI logs are read for.
import fs from 'node:fs';

const [label, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!fs.existsSync(file)) {
    console.log(`${label}: no report at ${file}`);
    process.exitCode = 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`${label}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);

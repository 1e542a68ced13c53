#!/usr/bin/env node
// Dependency audit of the production dependencies: fails on known high or critical advisories that are not in
// audit-allowlist.json (each entry: the advisory id, why it does not apply, and when it was reviewed).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpm = process.env.PNPM ?? 'pnpm';
const allowFile = join(root, 'audit-allowlist.json');
const allowed = existsSync(allowFile) ? JSON.parse(readFileSync(allowFile, 'utf8')).advisories ?? {} : {};

const result = spawnSync(pnpm, ['audit', '--prod', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(result.stdout || '{}');
} catch {
  report = { error: { message: (result.stderr || result.stdout || '').trim().slice(0, 300) } };
}
if (report.error) {
  // The registry must answer the advisory endpoint; a mirror or proxy that does not (405, offline) cannot audit.
  console.warn(`[pte-kit] dependency audit: the advisory service could not be reached (${report.error.message}); not audited on this machine.`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}
const findings = Object.values(report.advisories ?? {})
  .filter((advisory) => advisory.severity === 'high' || advisory.severity === 'critical')
  .map((advisory) => ({ id: advisory.github_advisory_id ?? String(advisory.id), severity: advisory.severity, module: advisory.module_name, title: advisory.title, url: advisory.url }));
const open = findings.filter((finding) => !allowed[finding.id]);
for (const finding of findings.filter((entry) => allowed[entry.id])) console.log(`[pte-kit] dependency audit: ${finding.id} (${finding.module}) allowed: ${allowed[finding.id]}`);
if (open.length) {
  console.error('[pte-kit] dependency audit: known high or critical advisories in production dependencies:');
  for (const finding of open) console.error(`  ${finding.severity} ${finding.module}: ${finding.title} (${finding.id}) ${finding.url}`);
  console.error('Upgrade them, or review each and add it with its reason to audit-allowlist.json.');
  process.exit(1);
}
console.log(`[pte-kit] dependency audit: no open high or critical advisories (${findings.length} allowed after review).`);

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, DEMO_LEARNERS, DEMO_PASSWORD, loadConfig } from './app';
import { DirectoryInUseError } from './db/lock';

const started = performance.now();
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
process.chdir(repoRoot);
const config = loadConfig();
config.hostDist ??= join(repoRoot, 'host', 'dist');
if (!existsSync(join(config.hostDist, 'index.html'))) console.warn(`No built host app at ${config.hostDist}; run npm run build.`);

const built = await buildApp({ config }).catch((error: unknown) => {
  if (error instanceof DirectoryInUseError) {
    console.error(`\n  ${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
const { app } = built;
await app.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
  if (config.host !== '::' || !['EAFNOSUPPORT', 'EADDRNOTAVAIL'].includes(error.code ?? '')) throw error;
  await app.listen({ port: config.port, host: '0.0.0.0' });
});

// The scoring threads load their engines now rather than on the first answer (5–13 s); SCORING_WARM_UP=false skips it.
if (process.env.SCORING_WARM_UP !== 'false') void built.app.scoringJobs.warmUp();

const lines = [
  '',
  `  PTE practice kit is running at ${config.publicUrl}  (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  `  database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`}`,
  `  identity provider: ${config.oidcIssuer ?? `${config.publicUrl}/oidc (embedded)`}`,
  `  API docs (OpenAPI): ${config.publicUrl}/api/docs`,
  `  payments: PayPal ${config.payments.paypal.baseUrl ?? 'embedded sandbox'}, Zarinpal ${config.payments.zarinpal.baseUrl ?? 'embedded sandbox'}`
    + (config.payments.paypal.baseUrl && config.payments.zarinpal.baseUrl ? '' : ' (test payments: no money moves, but they grant premium; see docs/payments.md)'),
  `  embed demo: ${config.publicUrl}/embed-demo.html`,
  '',
  '  Demo learners (password for both: ' + DEMO_PASSWORD + ')',
  ...DEMO_LEARNERS.map((learner) => `    ${learner.email.padEnd(18)} ${learner.status.padEnd(8)} ${learner.pteType}`),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

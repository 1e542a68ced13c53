import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { DirectoryInUseError } from './db/lock';
import type { PromoKind } from './db/paymentsSchema';
import { users } from './db/schema';
import { describePromo, formatAmount, parseUsd } from './payments/money';
import { createPaymentRepository, orderDto, type PlanRow, type PromoRow } from './repositories/payments';

/**
 * `npm run admin -- <command>`: plans, promo codes and orders, against the database the server uses (DATABASE_URL, or
 * PGlite under DATA_DIR). Documented in docs/payments.md.
 */
const HELP = `Usage: npm run admin -- <command> [options]

Plans (prices: --usd in dollars, --toman in whole Toman)
  plan list                       every plan, disabled ones too
  plan add --name <name> --usd <19.99> --toman <990000> --days <30> [--lead Dollar|Toman] [--feature <text>]... [--sort <n>]
  plan update <id> [--name …] [--usd …] [--toman …] [--days …] [--lead …] [--feature …]... [--sort …] [--enable]
  plan disable <id>               no longer listed or sold; its orders keep it

Promo codes (once per learner; codes are matched in any case)
  promo list
  promo add <CODE> (--percent <1-100> | --fixed <amount> --currency USD|IRT | --free-days <n>)
            [--expires <YYYY-MM-DD>] [--max-uses <n>] [--plan <id>] [--description <text>]
  promo disable <CODE>

Orders
  order list [--email <learner>] [--state CREATED|APPROVED|PAID|CANCELLED|FAILED] [--page <n>]
  order show <id>                 the order and its log (state changes, refused callbacks)

  help                            this text

The server keeps a PGlite directory locked while it runs: stop it first, or use PostgreSQL (DATABASE_URL).`;

class UsageError extends Error {}

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' }, usd: { type: 'string' }, toman: { type: 'string' }, days: { type: 'string' }, lead: { type: 'string' },
    feature: { type: 'string', multiple: true }, sort: { type: 'string' }, enable: { type: 'boolean' },
    percent: { type: 'string' }, fixed: { type: 'string' }, currency: { type: 'string' }, 'free-days': { type: 'string' },
    expires: { type: 'string' }, 'max-uses': { type: 'string' }, plan: { type: 'string' }, description: { type: 'string' },
    email: { type: 'string' }, state: { type: 'string' }, page: { type: 'string' }, help: { type: 'boolean', short: 'h' },
  },
});

function whole(value: string | undefined, name: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new UsageError(`--${name} must be a whole number of at least ${min}, got "${value}"`);
  return number;
}

function cents(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = parseUsd(value);
  if (parsed === null) throw new UsageError(`--${name} must be an amount such as 19.99, got "${value}"`);
  return parsed;
}

function lead(value: string | undefined): 'Dollar' | 'Toman' | undefined {
  if (value === undefined) return undefined;
  if (value !== 'Dollar' && value !== 'Toman') throw new UsageError(`--lead must be Dollar or Toman, got "${value}"`);
  return value;
}

const planLine = (plan: PlanRow) =>
  `${String(plan.id).padStart(4)}  ${plan.name.padEnd(22)} $${formatAmount(plan.usdCents, 'USD').padStart(8)}  ${plan.toman.toLocaleString('en-US').padStart(11)} Toman  `
  + `${String(plan.durationDays).padStart(4)} days  leads ${plan.leadCurrency.padEnd(6)} sort ${plan.sort}${plan.active ? '' : '  DISABLED'}\n      ${plan.features.join(' · ')}`;

const promoLine = (promo: PromoRow) =>
  `${promo.code.padEnd(16)} ${describePromo({ kind: promo.kind, value: promo.value, currency: promo.currency }).padEnd(36)} `
  + `used ${promo.uses}${promo.maxUses === null ? '' : ` of ${promo.maxUses}`}`
  + `${promo.expiresAt ? `, until ${promo.expiresAt.toISOString().slice(0, 10)}` : ''}${promo.planId ? `, plan ${promo.planId} only` : ''}${promo.active ? '' : '  DISABLED'}`;

async function run(handle: DatabaseHandle): Promise<string> {
  const repo = createPaymentRepository(handle.db);
  // The default plans, as the server's first start makes them.
  await repo.seedPlans();
  const [group, action, target] = positionals;
  switch (`${group ?? 'help'} ${action ?? ''}`.trim()) {
    case 'plan list':
      return (await repo.listPlans(true)).map(planLine).join('\n') || 'No plans.';
    case 'plan add': {
      const name = flags.name?.trim();
      const usdCents = cents(flags.usd, 'usd');
      const toman = whole(flags.toman, 'toman');
      const durationDays = whole(flags.days, 'days');
      if (!name || usdCents === undefined || toman === undefined || durationDays === undefined) throw new UsageError('plan add needs --name, --usd, --toman and --days');
      return `Added:\n${planLine(await repo.addPlan({ name, usdCents, toman, durationDays, leadCurrency: lead(flags.lead) ?? 'Dollar', features: flags.feature ?? [], sort: whole(flags.sort, 'sort') ?? 10 }))}`;
    }
    case 'plan update':
    case 'plan disable': {
      const id = whole(target, 'id', 1);
      if (id === undefined) throw new UsageError(`plan ${action} needs the plan id (see plan list)`);
      const changes = action === 'disable' ? { active: false } : Object.fromEntries(Object.entries({
        name: flags.name?.trim(), usdCents: cents(flags.usd, 'usd'), toman: whole(flags.toman, 'toman'), durationDays: whole(flags.days, 'days'),
        leadCurrency: lead(flags.lead), features: flags.feature, sort: whole(flags.sort, 'sort'), active: flags.enable ? true : undefined,
      }).filter(([, value]) => value !== undefined));
      if (!Object.keys(changes).length) throw new UsageError('plan update needs at least one of --name --usd --toman --days --lead --feature --sort --enable');
      const plan = await repo.updatePlan(id, changes);
      if (!plan) throw new UsageError(`There is no plan ${id}.`);
      return `${action === 'disable' ? 'Disabled' : 'Updated'}:\n${planLine(plan)}`;
    }
    case 'promo list':
      return (await repo.listPromos()).map(promoLine).join('\n') || 'No promo codes.';
    case 'promo add': {
      const code = target?.trim();
      if (!code || !/^[A-Za-z0-9_-]{3,40}$/.test(code)) throw new UsageError('promo add needs a code of 3–40 letters, digits, - or _');
      const kinds = [flags.percent && 'PERCENT', flags.fixed && 'FIXED', flags['free-days'] && 'FREE_DAYS'].filter(Boolean) as PromoKind[];
      if (kinds.length !== 1) throw new UsageError('promo add needs exactly one of --percent, --fixed (with --currency) or --free-days');
      const kind = kinds[0];
      let value: number;
      let currency: 'USD' | 'IRT' | null = null;
      if (kind === 'PERCENT') {
        value = whole(flags.percent, 'percent', 1)!;
        if (value > 100) throw new UsageError('--percent is at most 100');
      } else if (kind === 'FREE_DAYS') value = whole(flags['free-days'], 'free-days', 1)!;
      else {
        if (flags.currency !== 'USD' && flags.currency !== 'IRT') throw new UsageError('--fixed needs --currency USD or IRT');
        currency = flags.currency;
        value = currency === 'USD' ? cents(flags.fixed, 'fixed')! : whole(flags.fixed, 'fixed', 1)!;
      }
      let expiresAt: Date | null = null;
      if (flags.expires !== undefined) {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(flags.expires) || Number.isNaN(Date.parse(flags.expires))) throw new UsageError('--expires must be a date such as 2027-07-03');
        expiresAt = new Date(`${flags.expires}T23:59:59.999Z`);
      }
      const planId = whole(flags.plan, 'plan', 1) ?? null;
      if (planId !== null && !(await repo.plan(planId))) throw new UsageError(`There is no plan ${planId}.`);
      if (await repo.promo(code)) throw new UsageError(`The code ${code} exists already (promo list).`);
      const promo = await repo.addPromo({ code, kind, value, currency, expiresAt, maxUses: whole(flags['max-uses'], 'max-uses', 1) ?? null, planId, description: flags.description ?? '' });
      return `Added: ${promoLine(promo)}`;
    }
    case 'promo disable': {
      const promo = target ? await repo.setPromoActive(target, false) : null;
      if (!promo) throw new UsageError(`There is no promo code "${target ?? ''}".`);
      return `Disabled: ${promoLine(promo)}`;
    }
    case 'order list': {
      const number = whole(flags.page, 'page') ?? 0;
      let userId: number | null = null;
      if (flags.email) {
        const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, flags.email.trim()));
        if (!user) throw new UsageError(`No learner has the address ${flags.email}.`);
        userId = user.id;
      }
      const { rows, total } = await repo.listOrders(userId, { page: number, size: 50 });
      const shown = rows.filter((row) => !flags.state || row.order.state === flags.state.toUpperCase());
      const lines = shown.map(({ order, plan, email }) => {
        const dto = orderDto(order, plan);
        return `${String(dto.id).padStart(6)}  ${dto.createdDate.slice(0, 16).replace('T', ' ')}  ${email.padEnd(26)} ${plan.name.padEnd(18)} `
          + `${`${dto.amount} ${dto.currency}`.padStart(14)}  ${(dto.gateway ?? 'promo').padEnd(8)} ${dto.state.padEnd(9)}${dto.sandbox ? ' test' : ''}`;
      });
      return `${lines.join('\n') || 'No orders.'}\n(page ${number} of ${Math.max(1, Math.ceil(total / 50))}, ${total} orders)`;
    }
    case 'order show': {
      const id = whole(target, 'id', 1);
      const row = id === undefined ? null : await repo.orderWithPlan(id);
      if (!row) throw new UsageError(`There is no order ${target ?? ''}.`);
      const events = await repo.events(row.order.id);
      return `${JSON.stringify({ ...orderDto(row.order, row.plan), userId: row.order.userId, version: row.order.version }, null, 2)}\n\nLog:\n`
        + events.map((event) => `  ${event.createdAt.toISOString()}  ${event.kind.padEnd(8)} ${event.source.padEnd(18)} `
          + `${event.fromState ?? '—'} → ${event.toState ?? '—'}  ${event.reason}${event.detail ? ` ${JSON.stringify(event.detail)}` : ''}`).join('\n');
    }
    case 'help':
      return HELP;
    default:
      throw new UsageError(`Unknown command "${positionals.join(' ')}".\n\n${HELP}`);
  }
}

if (flags.help || !positionals.length || positionals[0] === 'help') {
  console.log(HELP);
} else {
  // DATA_DIR is relative to the repository, as for the server (main.ts).
  process.chdir(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'));
  const config = loadConfig();
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
  } catch (error) {
    console.error(error instanceof DirectoryInUseError ? `\n  ${error.message}\n` : error);
    process.exit(1);
  }
  try {
    console.log(await run(handle));
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOverHttp, startServer, type RunningServer } from './scaleHttp';

/**
 * The stateless web tier (issue 18): two built API processes on one PostgreSQL database, as behind a load balancer,
 * serve one learner whose requests alternate between them. Only with TEST_DATABASE_URL (PostgreSQL): PGlite is one
 * process's database. Needs the built server (dist/main.js), as CI has it.
 */
const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('two API processes on one PostgreSQL', () => {
  const databaseUrl = base ? Object.assign(new URL(base), { pathname: `${new URL(base).pathname}_two_processes` }).toString() : '';
  const dataDir = mkdtempSync(join(tmpdir(), 'pte-two-processes-'));
  const ports = [8197, 8198];
  let servers: RunningServer[] = [];
  let turn = 0;
  /** Each call goes to the other process. */
  const next = () => servers[turn++ % 2]!.url;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
    await admin.connect();
    const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    // Both start at once on the empty database: migrations, the bank, the demo learners and the secrets race.
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'true', PUBLIC_URL: `http://127.0.0.1:${ports[0]}` };
    servers = await Promise.all(ports.map((port) => startServer(port, env)));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs a learner in across both, and each sees what the other wrote', async () => {
    // The sign-in's authorization request, interaction, login and token exchange each go to the other process.
    const { authorization } = await signInOverHttp(next, 'trial@pte.test', 'Practice123!');
    const call = async (path: string, init: RequestInit = {}) => fetch(`${next()}${path}`, { ...init, headers: { authorization, ...(init.headers as object) } });
    const json = async (path: string, init?: RequestInit) => {
      const response = await call(path, init);
      expect(response.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(300);
      return response.json();
    };

    expect((await json('/api/users/currentUser/')).email).toBe('trial@pte.test');
    const list = await json('/api/reading/multipleChoiceSingleAnswer?page=0&size=5');
    const [first] = list._embedded.questionList as { id: number; practiceCount: number }[];
    expect(first!.practiceCount).toBe(0);

    const { question } = await json(`/api/reading/multipleChoiceSingleAnswer/questions/${first!.id}`);
    const submitted = await call(`/api/reading/multipleChoiceSingleAnswer/${first!.id}`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: question.content.options[0].id, duration: 5, pteType: 'PTE Academic' }),
    });
    expect(submitted.status, await submitted.clone().text()).toBeLessThan(300);
    const again = await json('/api/reading/multipleChoiceSingleAnswer?page=0&size=5');
    expect(again._embedded.questionList[0]).toMatchObject({ id: first!.id, practiceCount: 1 });
    expect((await json(`/api/reading/multipleChoiceSingleAnswer/${first!.id}/answers?page=0&size=5`)).page.totalElements).toBe(1);

    const note = await json('/api/notes', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ practiceId: first!.id, description: '<p>Both processes</p>' }),
    });
    expect((await json(`/api/notes/${note.id}`)).description).toContain('Both processes');

    // A media write on one process is read on the other: both keep media in the one DATA_DIR.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
    const boundary = 'two-processes';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await call('/api/profile/avatar', { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
    expect(uploaded.status).toBeLessThan(300);
    const avatar = (await json('/api/users/currentUser/')).profile.avatar as string;
    expect(avatar).toBeTruthy();
    const image = await fetch(new URL(new URL(avatar, 'http://x').pathname, next()));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  }, 60_000);
});

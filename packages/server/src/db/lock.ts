import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';


/**
 * One writer per PGlite directory. PGlite runs PostgreSQL inside the process with no shared-memory lock of its own,
 * so two processes on one directory each keep their own copy of the data and overwrite each other's files: rows
 * acknowledged by one are gone after a restart. The lock file is created exclusively before the database opens; a
 * second process is refused with the first one's pid and port, and writes nothing.
 */
export interface DirectoryLock {
  release(): void;
}

interface LockOwner {
  pid: number;
  port?: number;
  startedAt: string;
}

export class DirectoryInUseError extends Error {
  constructor(readonly dataDir: string, readonly owner: LockOwner) {
    super(
      `The PGlite database in ${dataDir} is already open in process ${owner.pid}` +
        `${owner.port ? ` (serving port ${owner.port})` : ''}, started ${owner.startedAt}. Only one server may use a PGlite ` +
        'directory: stop that process, give this one another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several servers.',
    );
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const held = new Set<string>();

export function lockDirectory(dataDir: string, port?: number): DirectoryLock {
  // Beside the directory, not in it: the directory is PostgreSQL's own.
  const path = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      const owner: LockOwner = { pid: process.pid, port, startedAt: new Date().toISOString() };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      held.add(path);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          held.delete(path);
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let owner: LockOwner | null = null;
      try {
        owner = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
      } catch {
        owner = null;
      }
      // A lock left by a process that no longer runs (killed, crashed) is stale: take it over.
      if (owner && Number.isInteger(owner.pid) && alive(owner.pid) && (owner.pid !== process.pid || held.has(path))) {
        throw new DirectoryInUseError(dataDir, owner);
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}.`);
}

/** Releases every lock this process holds: on exit, so a clean stop never leaves one behind. */
process.once('exit', () => {
  for (const path of held) rmSync(path, { force: true });
});

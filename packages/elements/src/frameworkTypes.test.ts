import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, 'dist', file), 'utf8');

describe('the framework types generated from the manifest', () => {
  it('type React 19 JSX: right props compile and each wrong one is refused', () => {
    // scripts/type-fixtures/react.tsx imports '@pte-kit/elements/jsx'; every wrong prop there carries @ts-expect-error,
    // so the check fails both when a right prop is refused and when a wrong one is let through.
    // The workspace's TypeScript (a root devDependency), run by this Node: the package has no tsc of its own.
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', join(root, 'scripts', 'type-fixtures')], { encoding: 'utf8' });
    } catch (failure) {
      const { stdout, message } = failure as { stdout?: string; message: string };
      output = stdout || message;
    }
    expect(output).toBe('');
  }, 60_000);

  it("augment Vue 3.5's GlobalComponents and Svelte 5's elements with every tag and its events", () => {
    const vue = read('vue.d.ts');
    expect(vue).toContain("declare module 'vue'");
    expect(vue).toMatch(/'pte-question-table': DefineComponent<Partial<Pick<PteQuestionTable, [^>]*'filters'[^>]*>> & \{[^}]*onPteOpenQuestion\?: \(event: CustomEvent<PteEventMap\['pte-open-question'\]>\) => void;/);
    const svelte = read('svelte.d.ts');
    expect(svelte).toContain("declare module 'svelte/elements'");
    expect(svelte).toMatch(/'pte-question-table': HTMLAttributes<PteQuestionTable> & [^;]*;[^}]*'onpte-open-question'\?: /);
  });
});

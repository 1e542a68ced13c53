import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(root, 'dist', file), 'utf8');

describe('the framework types generated from the manifest', () => {
  it('type React 19 JSX: right props compile and each wrong one is refused', () => {
    // scripts/type-fixtures/react.tsx imports '@pte-kit/elements/jsx'; every wrong prop there carries @ts-expect-error,
    // so the check fails both when a right prop is refused and when a wrong one is let through.
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    let output = '';
    try {
      execFileSync(tsc, ['-p', join(root, 'scripts', 'type-fixtures')], { encoding: 'utf8' });
    } catch (failure) {
      output = String((failure as { stdout?: string }).stdout);
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

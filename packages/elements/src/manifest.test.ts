import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeVariables } from './generated/theme';

// Reads what the build wrote: run after `pnpm --filter @pte-kit/elements run build`.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const declarations: { tagName: string; name: string; members: { name: string; privacy?: string; static?: boolean }[]; attributes: { name: string; fieldName: string }[]; cssProperties: { name: string }[] }[] =
  manifest.modules.flatMap((module: { declarations?: unknown[] }) => module.declarations ?? []);

/** Every tag the sources add to HTMLElementTagNameMap. */
function declaredTags(): string[] {
  return readdirSync(__dirname)
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
    .flatMap((file) => {
      const block = /interface HTMLElementTagNameMap \{([^}]*)\}/.exec(readFileSync(join(__dirname, file), 'utf8'));
      return block ? [...block[1].matchAll(/'(pte-[a-z-]+)'/g)].map((match) => match[1]) : [];
    });
}

describe('custom-elements.json', () => {
  it('names only files the package publishes', () => {
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }));
    const files = new Set(packed.files.map((file: { path: string }) => file.path));
    const paths = [
      ...manifest.modules.map((module: { path: string }) => module.path),
      ...Array.from(JSON.stringify(manifest).matchAll(/"module":"([^"]+)"/g), (match) => match[1]),
    ];
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) expect(files, path).toContain(path);
    for (const path of ['custom-elements.json', 'dist/jsx.d.ts', 'dist/vue.d.ts', 'dist/svelte.d.ts']) expect(files, path).toContain(path);
  }, 60_000);

  it('lists every element of HTMLElementTagNameMap', () => {
    const tags = declaredTags();
    expect(tags).toContain('pte-question-table');
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual([...new Set(tags)].sort());
  });

  it('lists only the public API: no private, protected, static, # or _ members, no attributes of internal state', () => {
    for (const { tagName, members, attributes } of declarations) {
      for (const member of members) {
        expect(member.privacy ?? 'public', `${tagName} ${member.name}`).toBe('public');
        expect(member.static, `${tagName} ${member.name}`).toBeFalsy();
        expect(member.name, tagName).not.toMatch(/^[#_]/);
      }
      const fields = members.map((member) => member.name);
      for (const attribute of attributes) expect(fields, `${tagName} [${attribute.name}]`).toContain(attribute.fieldName);
    }
    expect(JSON.stringify(manifest)).not.toMatch(/"privacy":"(private|protected)"|"name":"#|"(path|module)":"(src|\.\.)\//);
  });

  it("lists all the theme's --pte-* variables on every element", () => {
    expect(themeVariables.length).toBeGreaterThanOrEqual(38);
    for (const { tagName, cssProperties } of declarations) {
      expect(cssProperties.map((property) => property.name), tagName).toEqual(expect.arrayContaining([...themeVariables]));
    }
  });
});

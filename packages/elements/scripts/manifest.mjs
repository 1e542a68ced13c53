// Turns the analyzer's custom-elements.json (read from the sources) into the manifest of what ships, and writes the
// framework types from it. Run by the build after `cem analyze`:
// - every element is declared in dist/index.js (its class) and defined in dist/register.js (its tag), the files the
//   package publishes; no path names a source file;
// - only the public API is listed: no private, protected, static or `#`/`_` members, no attributes of internal state;
// - every element lists all the theme's --pte-* custom properties, with their defaults: they all reach every element
//   (themeDefaults.ts), the names from the theme rule embed-styles.mjs extracted;
// - dist/jsx.d.ts (React 19), dist/vue.d.ts (Vue 3.5) and dist/svelte.d.ts (Svelte 5) type each tag's attributes,
//   properties and events from the manifest.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MODULE = 'dist/index.js';
const REGISTER = 'dist/register.js';

/** The theme's variables and their defaults, from src/generated/theme.ts (embed-styles.mjs). */
export function themeProperties() {
  const source = readFileSync(join(root, 'src', 'generated', 'theme.ts'), 'utf8');
  const declarations = JSON.parse(/themeDeclarations: string = (".*");/.exec(source)[1]);
  return [...declarations.matchAll(/(--pte-[\w-]+)\s*:\s*([^;]+);?/g)].map(([, name, value]) => ({
    name,
    description: `Theme: ${name.slice('--pte-'.length).replace(/-/g, ' ')}. Set it on the page (:root, an ancestor) or on the element.`,
    default: value.replace(/\s+/g, ' ').trim(),
  }));
}

const isPublic = (member) =>
  !member.static && (member.privacy ?? 'public') === 'public' && !/^[#_]/.test(member.name) && !member.description?.includes('@internal');

/** The manifest of what ships, from the analyzer's. */
export function shippedManifest(analyzed, theme = themeProperties()) {
  const elements = analyzed.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const declarations = elements.map((element) => {
    const members = (element.members ?? []).filter(isPublic).map(({ inheritedFrom, ...member }) => ({
      ...member,
      ...(inheritedFrom ? { inheritedFrom: { name: inheritedFrom.name, module: MODULE } } : {}),
    }));
    const fields = new Set(members.filter((member) => member.kind === 'field').map((member) => member.name));
    const attributes = (element.attributes ?? [])
      .filter((attribute) => attribute.fieldName && fields.has(attribute.fieldName))
      .map(({ inheritedFrom, ...attribute }) => ({ ...attribute, ...(inheritedFrom ? { inheritedFrom: { name: inheritedFrom.name, module: MODULE } } : {}) }));
    const described = new Map((element.cssProperties ?? []).map((property) => [property.name, property.description]));
    const base = element.superclass?.name;
    return {
      kind: 'class',
      description: element.description,
      name: element.name,
      tagName: element.tagName,
      customElement: true,
      summary: element.summary,
      superclass: base === 'PteElement' ? { name: base, package: '@pte-kit/widgets' } : { name: base, module: MODULE },
      attributes,
      members,
      events: (element.events ?? []).map(({ inheritedFrom, ...event }) => event),
      cssParts: element.cssParts ?? [],
      cssProperties: theme.map((property) => ({ ...property, description: described.get(property.name) ?? property.description })),
    };
  });
  return {
    schemaVersion: analyzed.schemaVersion,
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: declarations.map((declaration) => ({ kind: 'js', name: declaration.name, declaration: { name: declaration.name, module: MODULE } })),
      },
      {
        kind: 'javascript-module',
        path: REGISTER,
        declarations: [],
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition', name: declaration.tagName, declaration: { name: declaration.name, module: MODULE },
        })),
      },
    ],
  };
}

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const quote = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** What an attribute accepts in markup: its property's type where that is a string, number or boolean. */
function attributeType(element, attribute) {
  const type = element.members.find((member) => member.name === attribute.fieldName)?.type?.text ?? 'string';
  if (/\bboolean\b/.test(type)) return 'boolean';
  if (/\bnumber\b/.test(type)) return 'number | string';
  return 'string';
}

function elementTypes(manifest) {
  return manifest.modules[0].declarations.map((element) => ({
    element,
    properties: element.members.filter((member) => member.kind === 'field' && !member.readonly).map((member) => member.name),
    attributes: element.attributes.map((attribute) => ({ name: attribute.name, type: attributeType(element, attribute) })),
    events: element.events.map((event) => event.name),
  }));
}

const HEADER = '// Generated from custom-elements.json by scripts/manifest.mjs; do not edit.\n';
const imports = (types) => `import type { ${types.map(({ element }) => element.name).join(', ')} } from './index.js';\n`;
const eventType = (name) => `(event: CustomEvent<PteEventMap['${name}']>) => void`;
const propsOf = ({ element, properties }) => (properties.length ? `Partial<Pick<${element.name}, ${properties.map((name) => `'${name}'`).join(' | ')}>>` : '{}');

/**
 * The props of a tag written as a type literal: its properties (typed by the class), its attributes (markup values),
 * and a listener per event named by `listener(eventName)`.
 */
function tagProps(entry, listener) {
  const attributes = entry.attributes
    .filter(({ name }) => !entry.properties.includes(name))
    .map(({ name, type }) => `${quote(name)}?: ${type};`);
  const events = entry.events.map((name) => `${quote(listener(name))}?: ${eventType(name)};`);
  return `${propsOf(entry)} & {\n${[...attributes, ...events].map((line) => `        ${line}`).join('\n')}\n      }`;
}

export function reactTypes(manifest) {
  const types = elementTypes(manifest);
  // React 19 sets a prop the element has as a property and any other as an attribute; on<event> adds a listener.
  return `${HEADER}import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n${imports(types)}
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${types.map((entry) => `      '${entry.element.tagName}': DetailedHTMLProps<HTMLAttributes<${entry.element.name}>, ${entry.element.name}> & ${tagProps(entry, (name) => `on${name}`)};`).join('\n')}
    }
  }
}
`;
}

export function vueTypes(manifest) {
  const types = elementTypes(manifest);
  // Vue passes @pte-open-question as the prop onPteOpenQuestion; attributes are written camelCase or kebab-case.
  const vueEvent = (name) => camel(`on-${name}`);
  return `${HEADER}import type { DefineComponent } from 'vue';\n${imports(types)}
declare module 'vue' {
  interface GlobalComponents {
${types.map((entry) => `    '${entry.element.tagName}': DefineComponent<${propsOf(entry)} & {\n${[
    ...entry.attributes.filter(({ name }) => !entry.properties.includes(camel(name))).map(({ name, type }) => `${quote(camel(name))}?: ${type};`),
    ...entry.events.map((name) => `${vueEvent(name)}?: ${eventType(name)};`),
  ].map((line) => `      ${line}`).join('\n')}\n    }>;`).join('\n')}
  }
}
`;
}

export function svelteTypes(manifest) {
  const types = elementTypes(manifest);
  // Svelte 5 sets a prop the element has as a property; on<event> adds a listener for that exact event name.
  return `${HEADER}import type { HTMLAttributes } from 'svelte/elements';\n${imports(types)}
declare module 'svelte/elements' {
  interface SvelteHTMLElements {
${types.map((entry) => `    '${entry.element.tagName}': HTMLAttributes<${entry.element.name}> & ${tagProps(entry, (name) => `on${name}`)};`).join('\n')}
  }
}
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = join(root, 'custom-elements.json');
  const manifest = shippedManifest(JSON.parse(readFileSync(path, 'utf8')));
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(root, 'dist', 'jsx.d.ts'), reactTypes(manifest));
  writeFileSync(join(root, 'dist', 'vue.d.ts'), vueTypes(manifest));
  writeFileSync(join(root, 'dist', 'svelte.d.ts'), svelteTypes(manifest));
}

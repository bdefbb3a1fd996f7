// custom-elements.json against its sources and the element contract of docs/element-contract.md: every JSDoc
// @attr, @fires, @csspart and @cssprop of elements/<tag>.ts is in the manifest, every event is
// a documented `cb-` event that "bubbles, composed", and each element has the common attributes;
// and the whole file is valid against the format's official JSON schema (the
// custom-elements-manifest package's schema.json), which IDEs, Storybook and analyzers read by.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import schema from 'custom-elements-manifest/schema.json' with { type: 'json' };

const root = join(import.meta.dirname, '..');
const TAGS = ['booking-app', 'queue-ticket', 'my-tickets', 'service-search'];
const COMMON_ATTRIBUTES = ['language', 'token', 'api-base', 'platform', 'theme', 'login-url'];
const ALL_ATTRIBUTES = [...COMMON_ATTRIBUTES, 'department-id', 'service-code', 'service-id', 'location-id', 'routing', 'app-url', 'ticket-id'];
/** The attributes of one element only: the page-owning app's routing; the search widget's link to that app; the ticket <my-tickets> opens. */
const OWN_ATTRIBUTES: Record<string, string> = { routing: 'booking-app', 'app-url': 'service-search', 'ticket-id': 'my-tickets' };
const EVENTS = ['cb-ticket-created', 'cb-ticket-cancelled', 'cb-ticket-updated', 'cb-service-selected',
  'cb-route-change', 'cb-login-required', 'cb-close', 'cb-error'];

interface Named { name: string; description?: string }
interface Declaration {
  tagName?: string; name: string; attributes?: Named[]; events?: Named[]; cssParts?: Named[]; cssProperties?: Named[];
}
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8')) as {
  modules: { path: string; declarations?: Declaration[]; exports?: { kind: string; name: string }[] }[];
};

const problems: string[] = [];

const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
if (!validate(manifest)) {
  for (const e of validate.errors ?? []) problems.push(`schema: ${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
}

const names = (list: Named[] | undefined) => new Set((list ?? []).map((x) => x.name));

// `@attr {type} name - text`, `@cssprop [--name=default] - text`: the documented name of each tag.
function jsdocNames(source: string, tag: string): string[] {
  const pattern = new RegExp(`@${tag}\\s+(?:\\{[^}]*\\}\\s+)?\\[?([\\w-]+)`, 'g');
  return [...source.matchAll(pattern)].map((m) => m[1] as string);
}

for (const tag of TAGS) {
  const path = `elements/${tag}.ts`;
  const mod = manifest.modules.find((m) => m.path === `dist/elements/${tag}.js`);
  const decl = mod?.declarations?.find((d) => d.tagName === tag);
  if (!mod || !decl) {
    problems.push(`<${tag}>: not in the manifest`);
    continue;
  }
  if (!mod.exports?.some((e) => e.kind === 'custom-element-definition' && e.name === tag)) {
    problems.push(`<${tag}>: no custom-element-definition export`);
  }
  const source = readFileSync(join(root, path), 'utf8');
  const sections: [string, Set<string>][] = [
    ['attr', names(decl.attributes)], ['fires', names(decl.events)],
    ['csspart', names(decl.cssParts)], ['cssprop', names(decl.cssProperties)],
  ];
  for (const [jsdocTag, listed] of sections) {
    for (const name of jsdocNames(source, jsdocTag)) {
      if (!listed.has(name)) problems.push(`<${tag}>: @${jsdocTag} ${name} is missing from the manifest`);
    }
  }
  const attributes = names(decl.attributes);
  for (const attr of COMMON_ATTRIBUTES) if (!attributes.has(attr)) problems.push(`<${tag}>: no ${attr} attribute`);
  for (const attr of attributes) if (!ALL_ATTRIBUTES.includes(attr)) problems.push(`<${tag}>: ${attr} is not a contract attribute`);
  for (const [attr, owner] of Object.entries(OWN_ATTRIBUTES)) {
    if ((tag === owner) !== attributes.has(attr)) problems.push(`<${tag}>: ${attr} belongs to <${owner}> only`);
  }
  if (tag === 'booking-app') {
    for (const attr of ALL_ATTRIBUTES) {
      if (!attributes.has(attr) && (OWN_ATTRIBUTES[attr] ?? tag) === tag) problems.push('<booking-app>: no ' + attr + ' attribute');
    }
  }
  for (const event of decl.events ?? []) {
    if (!EVENTS.includes(event.name)) problems.push(`<${tag}>: ${event.name} is not a contract event`);
    if (!/bubbles,\s*composed/i.test(event.description ?? '')) problems.push(`<${tag}>: ${event.name} does not say "Bubbles, composed"`);
  }
  if ((decl.cssParts ?? []).length === 0) problems.push(`<${tag}>: no css parts`);
  if (![...names(decl.cssProperties)].some((p) => p.startsWith('--cb-'))) problems.push(`<${tag}>: no --cb-* properties`);
}

if (problems.length > 0) {
  console.error(`custom-elements.json: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`custom-elements.json: valid against the schema; ${TAGS.length} elements, every documented attribute, event, part and CSS property listed`);

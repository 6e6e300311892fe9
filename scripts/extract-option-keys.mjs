#!/usr/bin/env node
// Regenerates scripts/content-tests/option-keys.json: the option keys of the Docusaurus
// 3.6.1 schemas that our API reference pages must document. Run it when the published
// packages are unpacked side by side in one folder (`npm pack @docusaurus/core@3.6.1` …,
// then `tar xzf`, each renamed to `docusaurus-core-3.6.1`, `docusaurus-plugin-content-docs-3.6.1`, …):
//
//   node scripts/extract-option-keys.mjs /path/to/unpacked-packages [--out file.json]
//
// How: the packages' `lib/` files are evaluated with a recording stand-in for Joi (no
// dependency has to be installed): `Joi.object({...})`, `.keys/.append/.concat`,
// `.items/.try/.when/.conditional/.pattern` build a tree of object keys; forbidden keys
// (deprecated options that only exist to print an error) are left out. Each schema is
// obtained the way Docusaurus obtains it (the exported schema, or by calling the exported
// `validateOptions`/`validateThemeConfig`/`validate…FrontMatter` with a capturing
// `validate`). Nested keys are listed as dotted paths (`navbar.items[].docId`,
// `versions.*.label`); nested keys of schemas borrowed from @docusaurus/utils-validation
// (tags, last_update, admonitions…) are left to the pages about those features.
// CLI commands and flags are read from the commander calls in the `bin/` scripts.
import { readFileSync, readdirSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, builtinModules } from 'node:module';
import { dirname, join, resolve, relative } from 'node:path';
import vm from 'node:vm';

const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const out = outIndex >= 0 ? argv[outIndex + 1] : new URL('./content-tests/option-keys.json', import.meta.url).pathname;
const root = argv.find((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));
if (!root || !existsSync(root)) {
  console.error('usage: node scripts/extract-option-keys.mjs <folder with the unpacked @docusaurus packages> [--out file.json]');
  process.exit(2);
}
const pkgDirs = readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory());
/** `core` → `<root>/docusaurus-core-3.6.1`; `create-docusaurus` → `<root>/create-docusaurus-3.6.3`. */
function packageDir(name) {
  const folder = name.startsWith('create-') ? name : `docusaurus-${name}`;
  const hit = pkgDirs.find((d) => d.replace(/-\d+\.\d+\.\d+.*$/, '') === folder);
  if (!hit) throw new Error(`package ${name} is not unpacked in ${root} (expected a folder ${folder}-<version>)`);
  return join(root, hit);
}
const packageVersion = (name) => JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')).version;

// ─── A recording stand-in for Joi ────────────────────────────────────────────────────
let currentFile = '';
const NODE = Symbol('schema-node');
const captured = [];

function node(state) {
  const target = function schema() {};
  return new Proxy(target, {
    get(_, prop) {
      if (prop === NODE) return state;
      if (prop === 'then' || prop === '__esModule') return undefined;
      if (prop === Symbol.toPrimitive) return () => `[schema ${state.type}]`;
      if (typeof prop === 'symbol') return undefined;
      if (prop === 'type') return state.type;
      return (...args) => chain(state, prop, args);
    },
    apply: () => node(newState('any')),
  });
}
const newState = (type, extra = {}) => ({ type, keys: null, children: [], forbidden: false, origin: currentFile, ...extra });
const clone = (s) => ({ ...s, keys: s.keys ? new Map(s.keys) : null, children: [...s.children] });
const stateOf = (v) => (v && (typeof v === 'function' || typeof v === 'object') ? v[NODE] : undefined);

function addKeys(s, obj) {
  if (!obj || typeof obj !== 'object') return s;
  s.keys ??= new Map();
  for (const [k, v] of Object.entries(obj)) s.keys.set(k, stateOf(v) ?? newState('any'));
  return s;
}
function addChildren(s, list, via = '') {
  for (const v of list.flat()) {
    const c = stateOf(v);
    if (c) s.children.push({ via, state: c });
  }
  return s;
}
function addConditional(s, opts) {
  if (!opts || typeof opts !== 'object') return s;
  addChildren(s, [opts.then, opts.otherwise].filter(Boolean));
  for (const branch of opts.switch ?? []) addChildren(s, [branch.then, branch.otherwise].filter(Boolean));
  return s;
}

function chain(state, method, args) {
  switch (method) {
    case 'validate':
      captured.push(state);
      return { value: args[0] };
    case 'keys':
    case 'append':
      return node(addKeys(clone(state), args[0]));
    case 'concat': {
      const s = clone(state);
      const other = stateOf(args[0]);
      if (other?.keys) for (const [k, v] of other.keys) (s.keys ??= new Map()).set(k, v);
      if (other) s.children.push(...other.children);
      return node(s);
    }
    case 'pattern':
      return node(addChildren(clone(state), [args[1]], '.*'));
    case 'items':
    case 'ordered':
      return node(addChildren(clone(state), args, '[]'));
    case 'try':
      return node(addChildren(clone(state), args));
    case 'when':
    case 'conditional':
      return node(addConditional(clone(state), args[1]));
    case 'forbidden':
      return node({ ...clone(state), forbidden: true });
    default:
      return node(state);
  }
}

const Joi = new Proxy(function Joi() {}, {
  get(_, prop) {
    if (prop === '__esModule' || prop === 'then' || typeof prop === 'symbol') return undefined;
    if (prop === 'extend') return () => Joi;
    return (...args) => {
      if (prop === 'object') return node(addKeys(newState('object'), args[0]));
      if (prop === 'array') return node(newState('array'));
      if (prop === 'alternatives' || prop === 'alt') return node(addChildren(newState('alternatives'), args));
      if (prop === 'forbidden') return node(newState('any', { forbidden: true }));
      if (prop === 'when' || prop === 'conditional') return node(addConditional(newState('any'), args[1]));
      return node(newState(prop));
    };
  },
});

// ─── Evaluating the packages' lib files with that stand-in ───────────────────────────
/** Anything from a third-party module: callable, every property is itself, prints as ''. */
const anything = new Proxy(function anything() {}, {
  get(_, prop) {
    if (prop === Symbol.toPrimitive) return () => '';
    if (prop === Symbol.iterator) return function* empty() {};
    if (prop === 'then' || typeof prop === 'symbol') return undefined;
    if (prop === '__esModule') return true;
    return anything;
  },
  apply: () => anything,
  construct: () => anything,
});
const tslib = {
  __importDefault: (m) => (m?.__esModule ? m : { default: m }),
  __importStar: (m) => m,
  __exportStar: (m, exports) => Object.assign(exports, m),
  __awaiter: () => anything,
};
const nodeRequire = createRequire(import.meta.url);
/** Packages evaluated for real; every other @docusaurus package is `anything`. */
const evaluated = new Set(['utils-validation']);
const cache = new Map();

function resolveFile(path) {
  for (const candidate of [path, `${path}.js`, join(path, 'index.js')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
/** Enough of ESM → CommonJS for the few packages that ship ESM `lib/` files. */
function esmToCjs(source) {
  if (!/^(import|export) /m.test(source)) return source;
  const exported = [];
  const body = source
    .replace(/^import \* as (\w+) from (['"][^'"]+['"]);?$/gm, 'const $1 = require($2);')
    .replace(/^import (\w+) from (['"][^'"]+['"]);?$/gm, 'const $1 = __default(require($2));')
    .replace(/^import \{([^}]*)\} from (['"][^'"]+['"]);?$/gm, (_, names, spec) => `const {${names.replace(/\s+as\s+/g, ': ')}} = require(${spec});`)
    .replace(/^import (['"][^'"]+['"]);?$/gm, 'require($1);')
    .replace(/^export (?:async )?(function\*?|const|let|var|class) (\w+)/gm, (_, kind, name) => {
      exported.push(name);
      return `${kind} ${name}`;
    })
    .replace(/^export default /m, 'exports.default = ');
  const tail = exported.map((n) => `exports.${n} = ${n};`).join('\n');
  return `const __default = (m) => (m && m.__esModule ? m.default : m);\n${body}\n${tail}\n`;
}
function loadFile(file) {
  if (cache.has(file)) return cache.get(file).exports;
  const module = { exports: {} };
  cache.set(file, module);
  const previous = currentFile;
  currentFile = file;
  try {
    const fn = vm.compileFunction(esmToCjs(readFileSync(file, 'utf8')), ['exports', 'require', 'module', '__filename', '__dirname'], { filename: file });
    fn(module.exports, requireFrom(dirname(file)), module, file, dirname(file));
  } catch (error) {
    // A helper module that needs a real dependency at load time: it holds no schema we use.
    if (process.env.DEBUG_EXTRACT) console.warn(`(skipped ${relative(root, file)}: ${error.message})`);
    module.exports = anything;
  } finally {
    currentFile = previous;
  }
  return module.exports;
}
function requireFrom(dir) {
  return (spec) => {
    if (spec === 'joi') return Joi;
    if (spec === 'tslib') return tslib;
    if (spec.startsWith('node:') || builtinModules.includes(spec)) return nodeRequire(spec);
    if (spec.startsWith('.')) {
      const file = resolveFile(resolve(dir, spec));
      return file ? loadFile(file) : anything;
    }
    const m = /^@docusaurus\/([^/]+)(\/.*)?$/.exec(spec);
    if (m && evaluated.has(m[1])) {
      const base = packageDir(m[1]);
      const main = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8')).main ?? 'lib/index.js';
      const file = resolveFile(join(base, m[2] ? m[2].slice(1) : main));
      return file ? loadFile(file) : anything;
    }
    return anything;
  };
}

/** Loads `<package>/<file>` (the package's own relative imports are evaluated too). */
function load(pkg, file) {
  evaluated.add(pkg);
  const path = join(packageDir(pkg), file);
  if (!existsSync(path)) throw new Error(`${path} does not exist`);
  return { exports: loadFile(path), pkgDir: packageDir(pkg) };
}

/** The schema a validator passes to `validate(schema, value)`. */
function capture(call) {
  captured.length = 0;
  let got;
  const validate = (schema) => {
    got = stateOf(schema);
    return {};
  };
  try {
    call(validate);
  } catch {
    // validators may post-process the (fake) result; the schema is already captured
  }
  const state = got ?? captured.at(-1);
  if (!state) throw new Error('no schema was captured');
  return state;
}

/** Dotted key paths of a schema; nested keys only from schemas defined in `pkgDir`. */
function keyPaths(top, pkgDir) {
  const paths = new Set();
  const seen = new Map(); // state → prefixes already walked (schemas are shared and may nest)
  const own = (s) => s.origin.startsWith(pkgDir);
  const walk = (s, prefix, depth) => {
    if (!s || s.forbidden || depth > 8) return;
    const prefixes = seen.get(s) ?? new Set();
    if (prefixes.has(prefix)) return;
    seen.set(s, prefixes.add(prefix));
    const nestedAllowed = prefix === '' || own(s);
    if (s.keys && nestedAllowed) {
      for (const [k, child] of s.keys) {
        if (child.forbidden) continue;
        const path = prefix ? `${prefix}.${k}` : k;
        paths.add(path);
        walk(child, path, depth + 1);
      }
    }
    if (nestedAllowed || s.type === 'alternatives' || s.type === 'any') {
      for (const { via, state } of s.children) walk(state, prefix + (prefix ? via : ''), depth + 1);
    }
  };
  walk(top, '', 0);
  return [...paths].sort((a, b) => a.localeCompare(b, 'en'));
}

// ─── The schemas and the pages that document them ────────────────────────────────────
const schemas = [];
function add(id, pkg, file, page, get, note) {
  const { exports, pkgDir } = load(pkg, file);
  const state = get(exports);
  const keys = keyPaths(state, pkgDir);
  if (!keys.length) throw new Error(`${id}: no keys found in ${pkg}/${file}`);
  schemas.push({ id, package: `@docusaurus/${pkg}@${packageVersion(pkg)}`, file, page, ...(note ? { note } : {}), keys });
}
const viaOptions = (e) => capture((validate) => e.validateOptions({ validate, options: {} }));
const viaThemeConfig = (e) => capture((validate) => e.validateThemeConfig({ validate, themeConfig: {} }));

add('site-config', 'core', 'lib/server/configValidation.js', '/docs/api/docusaurus-config', (e) => stateOf(e.ConfigSchema));
for (const [name, file = 'lib/options.js'] of [
  ['plugin-content-docs'],
  ['plugin-content-blog'],
  ['plugin-content-pages'],
  ['plugin-client-redirects'],
  ['plugin-google-analytics', 'lib/index.js'],
  ['plugin-google-gtag'],
  ['plugin-google-tag-manager', 'lib/index.js'],
  ['plugin-ideal-image', 'lib/index.js'],
  ['plugin-pwa'],
  ['plugin-rsdoctor'],
  ['plugin-sitemap'],
  ['plugin-vercel-analytics'],
]) {
  add(`${name} options`, name, file, `/docs/api/plugins/@docusaurus/${name}`, viaOptions);
}
add('plugin-content-docs front matter', 'plugin-content-docs', 'lib/frontMatter.js', '/docs/api/plugins/@docusaurus/plugin-content-docs', (e) =>
  stateOf(e.DocFrontMatterSchema),
);
add('plugin-content-blog front matter', 'plugin-content-blog', 'lib/frontMatter.js', '/docs/api/plugins/@docusaurus/plugin-content-blog', (e) =>
  capture(() => e.validateBlogPostFrontMatter({})),
);
add('plugin-content-pages front matter', 'plugin-content-pages', 'lib/frontMatter.js', '/docs/api/plugins/@docusaurus/plugin-content-pages', (e) =>
  capture(() => e.validatePageFrontMatter({})),
);
add('theme-classic options', 'theme-classic', 'lib/options.js', '/docs/api/themes/@docusaurus/theme-classic', viaOptions);
add('theme-classic themeConfig', 'theme-classic', 'lib/options.js', '/docs/api/themes/configuration', viaThemeConfig);
add(
  'theme-live-codeblock themeConfig',
  'theme-live-codeblock',
  'lib/validateThemeConfig.js',
  '/docs/api/themes/@docusaurus/theme-live-codeblock',
  viaThemeConfig,
);
add(
  'theme-search-algolia themeConfig',
  'theme-search-algolia',
  'lib/validateThemeConfig.js',
  '/docs/api/themes/@docusaurus/theme-search-algolia',
  viaThemeConfig,
);
add('theme-mermaid themeConfig', 'theme-mermaid', 'lib/validateThemeConfig.js', '/docs/api/themes/@docusaurus/theme-mermaid', viaThemeConfig);

// ─── CLI commands and flags (commander calls) ────────────────────────────────────────
function commanderSpec(source) {
  const commands = {};
  let current = null;
  const re = /\.(command|arguments|option)\(\s*(['"`])((?:\\.|(?!\2).)*)\2/gs;
  for (const [, kind, , text] of source.matchAll(re)) {
    if (kind === 'command') {
      current = text.split(' ')[0];
      commands[current] = [];
    } else if (kind === 'arguments') {
      current ??= '';
      commands[current] ??= [];
    } else if (current !== null) {
      const long = /--[\w-]+/.exec(text);
      if (long) commands[current].push(long[0]);
    }
  }
  return commands;
}
const cliSource = readFileSync(join(packageDir('core'), 'bin/docusaurus.mjs'), 'utf8');
const cli = commanderSpec(cliSource.replace(/cli\.arguments\('<command>'\)[\s\S]*$/, ''));
const createSource = readFileSync(join(packageDir('create-docusaurus'), 'bin/index.js'), 'utf8');
const create = commanderSpec(createSource)[''] ?? [];

const result = {
  $comment:
    'Generated by scripts/extract-option-keys.mjs from the published packages; do not edit by hand. Keys are dotted paths ([] = array items, * = any key); forbidden (deprecated) keys are left out.',
  schemas,
  cli: {
    package: `@docusaurus/core@${packageVersion('core')}`,
    file: 'bin/docusaurus.mjs',
    page: '/docs/cli',
    commands: Object.fromEntries(Object.entries(cli).map(([c, flags]) => [c, [...new Set(flags)]])),
  },
  createDocusaurus: {
    package: `create-docusaurus@${packageVersion('create-docusaurus')}`,
    file: 'bin/index.js',
    page: '/docs/api/misc/create-docusaurus',
    flags: [...new Set(create)],
  },
};
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
const total = schemas.reduce((n, s) => n + s.keys.length, 0);
console.log(`wrote ${relative(process.cwd(), out)}: ${schemas.length} schemas, ${total} keys, ${Object.keys(cli).length} CLI commands`);

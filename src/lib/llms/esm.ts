// The little of an MDX file's JavaScript a Markdown twin needs: values of its own
// `export const` lines (for `{expression}`s in the text) and the images it imports (for
// `<IdealImage img={photo} />`). Content is the repository's own, evaluated at build time.

export interface EsmScope {
  values: Record<string, unknown>;
  /** Imported image binding → its path, relative to the source file. */
  images: Record<string, { src: string }>;
}

const IMAGE_IMPORT = /import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.(?:png|jpe?g|gif|svg|webp|avif))['"];?/g;
const EXPORTED = /export\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)/g;

export function readEsm(blocks: string[]): EsmScope {
  const scope: EsmScope = { values: {}, images: {} };
  for (const block of blocks) {
    for (const m of block.matchAll(IMAGE_IMPORT)) scope.images[m[1]!] = { src: m[2]! };
    const names = [...block.matchAll(EXPORTED)].map((m) => m[1]!);
    if (!names.length) continue;
    // A block that is not plain JavaScript (JSX components, imports of modules) gives no values:
    // an expression that needs one of them then fails with the file and the expression.
    const code = block.replace(/^\s*import\s[^\n]*$/gm, '').replace(/\bexport\s+(const|let|var)\b/g, '$1');
    try {
      Object.assign(scope.values, new Function(`"use strict";\n${code}\nreturn { ${names.join(', ')} };`)());
    } catch {
      /* not evaluable here */
    }
  }
  return scope;
}

/** Evaluates a JavaScript expression with the given bindings (and a `require` that returns the path). */
export function evaluateExpression(source: string, ...scopes: Record<string, unknown>[]): unknown {
  const bindings: Record<string, unknown> = Object.assign({ require: (src: string) => ({ src, default: { src } }) }, ...scopes);
  const names = Object.keys(bindings).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  return new Function(...names, `"use strict";\nreturn (${source});`)(...names.map((n) => bindings[n]));
}

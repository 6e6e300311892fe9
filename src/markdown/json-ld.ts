// The JSON-LD of a page's `<head>` script (`<script type="application/ld+json">`), read when the
// page builds: in .mdx, `{JSON.stringify({…})}` or a string; in .md, the JSON text. Only
// literals are read (objects, arrays, strings, numbers, booleans, null, templates without
// `${}`): the script is data, so nothing of the page runs. Returns the JSON to write, with `<`
// escaped so no value can end the element.
import type { Node, Program } from 'estree';
import { expressionOf } from './esm';

const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The value of an expression written out as literals, read at build time; `what` names it in the error. */
export function literal(node: Node, where: string, what = 'JSON-LD'): unknown {
  const fail = (): never => {
    throw new Error(`${where}: ${what} must be written out as literals (objects, arrays, strings, numbers, true, false, null); found ${node.type}`);
  };
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? fail() : node.value;
    case 'TemplateLiteral':
      return node.expressions.length ? fail() : node.quasis.map((q) => q.value.cooked).join('');
    case 'UnaryExpression':
      return node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number' ? -node.argument.value : fail();
    case 'ArrayExpression':
      return node.elements.map((el) => (el && el.type !== 'SpreadElement' ? literal(el, where, what) : fail()));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((p) => {
          if (p.type !== 'Property' || p.computed || p.kind !== 'init') return fail();
          const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : fail();
          return [key, literal(p.value, where, what)];
        }),
      );
    default:
      return fail();
  }
}

/** The JSON of `{JSON.stringify(value)}` or `{'…'}` in an .mdx page's script. */
export function jsonLdFromExpression(program: Program | undefined, where: string): string {
  const expression = expressionOf(program);
  const isStringify =
    expression?.type === 'CallExpression' &&
    expression.callee.type === 'MemberExpression' &&
    expression.callee.object.type === 'Identifier' &&
    expression.callee.object.name === 'JSON' &&
    expression.callee.property.type === 'Identifier' &&
    expression.callee.property.name === 'stringify' &&
    expression.arguments.length === 1;
  if (isStringify) return serialize(literal(expression.arguments[0] as Node, where));
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return jsonLdFromText(expression.value, where);
  throw new Error(`${where}: <script type="application/ld+json"> must hold {JSON.stringify({…})} or a JSON string`);
}

/** The JSON of a .md page's script text, checked. */
export function jsonLdFromText(text: string, where: string): string {
  try {
    return serialize(JSON.parse(text));
  } catch (error) {
    throw new Error(`${where}: <script type="application/ld+json"> does not hold valid JSON (${(error as Error).message})`);
  }
}

// The JavaScript of an MDX page as its parser gives it (estree): the statements of its own
// imports and exports, and the expression of a `{…}`.
import type { Expression, Program } from 'estree';
import type { RootContent as HastContent } from 'hast';
import type { RootContent } from 'mdast';

/** The statements of the page's own imports and exports (its `mdxjsEsm` nodes), in mdast or hast. */
export const esmStatements = (nodes: readonly (RootContent | HastContent)[]) =>
  nodes.flatMap((node) => (node.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : []));

/** The expression of an MDX `{…}` (its program's one statement), or undefined. */
export function expressionOf(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

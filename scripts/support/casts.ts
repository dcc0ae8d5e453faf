import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/**
 * Where a TypeScript file tells the compiler instead of asking it: `x as T` (`as const` too), `<T>x`,
 * `x!` and `any`. The integration example holds none (npm run example:integration refuses one), so what
 * it shows works with the generated types as they are.
 */
export async function castsIn(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1}:${character + 1}: ${what} (${node.getText(source).slice(0, 60)})`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node)) at(node, "'as'");
    if (ts.isTypeAssertionExpression(node)) at(node, 'a type assertion');
    if (ts.isNonNullExpression(node)) at(node, "a non-null assertion '!'");
    if (node.kind === ts.SyntaxKind.AnyKeyword) at(node, "'any'");
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

import { ROUTES, type RouteArea, type RouteDef } from '@beewatch/shared';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../lib/config.js';

const SRC = path.join(REPO_ROOT, 'functions/src');

/**
 * The functions that send or check a code: issuing a verification code (email or SMS), taking a
 * guess at one, and looking up or using an access code. Keyed by file below functions/src.
 */
export const CODE_FUNCTIONS: Record<string, readonly string[]> = {
  'account/codes/verification-codes.ts': ['issueCode', 'consumeCode', 'checkCode'],
  'account/registration/access-codes.ts': ['getAccessCode', 'takeAccessCodeUse'],
};

/**
 * The routes of ROUTES whose operation can reach one of CODE_FUNCTIONS, found by following every
 * function each operation names (calls and references, across modules) in functions/src. An
 * operation is a property of the object given to `areaHandler` in functions/src/handlers/<area>.ts
 * (spread objects of operations followed). Over-approximates: a function named on any branch
 * counts. Library declarations are not read (only the portal's own code can reach a code).
 */
export function routesReachingCodes(): RouteDef[] {
  const areas = [...new Set((ROUTES as readonly RouteDef[]).map((r) => r.area))];
  const entries = areas.map((a) => path.join(SRC, 'handlers', `${a}.ts`));
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    noEmit: true,
    noLib: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  // Packages are left empty: only the portal's own functions can lead to a code.
  host.getSourceFile = (file, version, ...rest) =>
    file.includes(`${path.sep}node_modules${path.sep}`)
      ? ts.createSourceFile(file, '', version)
      : read(file, version, ...rest);
  const program = ts.createProgram(entries, options, host);
  const checker = program.getTypeChecker();

  const declarationsOf = (node: ts.Node): ts.Declaration[] => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.declarations ?? [];
  };
  const isCodeFunction = (d: ts.Declaration): boolean => {
    const file = path.relative(SRC, d.getSourceFile().fileName).split(path.sep).join('/');
    const name = ts.isFunctionDeclaration(d) ? d.name?.text : undefined;
    return name !== undefined && (CODE_FUNCTIONS[file]?.includes(name) ?? false);
  };
  const reaches = new Map<ts.Node, boolean>();
  const reachesCode = (node: ts.Node): boolean => {
    if (reaches.has(node)) return reaches.get(node)!;
    reaches.set(node, false); // cycles end here
    let found = false;
    const visit = (n: ts.Node): void => {
      if (found) return;
      if (ts.isIdentifier(n)) {
        for (const d of declarationsOf(n)) {
          if (!d.getSourceFile().fileName.startsWith(SRC) || d === node) continue;
          const followed =
            ts.isFunctionDeclaration(d) || ts.isMethodDeclaration(d) || ts.isVariableDeclaration(d);
          if (isCodeFunction(d) || (followed && reachesCode(d))) found = true;
        }
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(node, visit);
    reaches.set(node, found);
    return found;
  };

  const operations = new Map<string, ts.Node>();
  const collect = (area: string, literal: ts.ObjectLiteralExpression): void => {
    for (const p of literal.properties) {
      if (ts.isSpreadAssignment(p)) {
        for (const d of declarationsOf(p.expression)) {
          // `{ … } satisfies Partial<…>` (or `as`, parentheses): the object literal inside.
          let init = ts.isVariableDeclaration(d) ? d.initializer : undefined;
          while (
            init &&
            (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init))
          )
            init = init.expression;
          if (init && ts.isObjectLiteralExpression(init)) collect(area, init);
        }
      } else if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
        operations.set(`${area}.${p.name.text}`, p);
      }
    }
  };
  for (const [i, entry] of entries.entries()) {
    const find = (n: ts.Node): void => {
      // areaHandler(API.<area>, { operations }).
      if (ts.isCallExpression(n) && n.expression.getText() === 'areaHandler') {
        const literal = n.arguments[1];
        if (literal && ts.isObjectLiteralExpression(literal)) collect(areas[i] as RouteArea, literal);
      }
      ts.forEachChild(n, find);
    };
    find(program.getSourceFile(entry)!);
  }
  return (ROUTES as readonly RouteDef[]).filter((r) => {
    const op = operations.get(`${r.area}.${r.operation}`);
    if (!op) throw new Error(`no operation ${r.operation} in functions/src/handlers/${r.area}.ts`);
    return reachesCode(op);
  });
}

import path from 'node:path';
import ts from 'typescript';

/**
 * What the server render of a page reads of its request, found statically: the cookies and
 * headers it reads through `next/headers`, and the query parameters it reads by name, through the
 * page's `searchParams`, `useSearchParams()` or a query string handed on in a header.
 *
 * The analysis follows values, not files: from each entry (a page's or layout's exported
 * functions) it walks every function and component the code calls or renders that is defined in
 * the project, with what each argument or prop carries (the query, a cookie or header store, the
 * query's keys), so a read in a helper counts for the pages that hand it their query and for no
 * others. A read it cannot name (a computed cookie name, the query given to code outside the
 * project) is reported as such, so it never passes unseen.
 */
export type Read = { name: string; at: string };
export type PageReads = { cookies: Read[]; headers: Read[]; query: Read[]; unknown: Read[] };

/** What a value carries. `obj` is an object whose named properties carry something (props). */
type Taint =
  | { kind: 'query' } // the query: a record of parameters or URLSearchParams
  | { kind: 'queryString' } // the query as a string (a header the middleware fills)
  | { kind: 'entries' } // Object.entries / keys of the query
  | { kind: 'key' } // one of the query's own keys, as iteration yields it
  | { kind: 'name'; value: string } // a parameter's name handed to a helper
  | { kind: 'cookies' }
  | { kind: 'headers' }
  | { kind: 'fn'; fn: ts.SignatureDeclaration } // a function value (a cached() wrapper's body)
  | { kind: 'obj'; props: Record<string, Taint> };

type Env = Map<ts.Symbol, Taint>;
type Result = { returns: Taint | undefined; reads: PageReads };

/** Where a request's cookies, headers and query come from. */
const SOURCES = new Set(['next/headers#cookies', 'next/headers#headers', 'next/navigation#useSearchParams']);
const READ_METHODS = new Set(['get', 'has', 'getAll']);
const ZOD_PARSE = new Set(['parse', 'safeParse', 'parseAsync', 'safeParseAsync']);
/** Calls outside the project that take the query whole without naming a parameter. */
const WHOLE_QUERY = new Set(['Object.entries', 'Object.keys', 'Object.values', 'Array.isArray', 'JSON.stringify', 'URLSearchParams', 'String']);

const empty = (): PageReads => ({ cookies: [], headers: [], query: [], unknown: [] });
function merge(into: PageReads, from: PageReads) {
  into.cookies.push(...from.cookies);
  into.headers.push(...from.headers);
  into.query.push(...from.query);
  into.unknown.push(...from.unknown);
}

function taintKey(t: Taint | undefined): string {
  if (!t) return '-';
  if (t.kind === 'obj') return `{${Object.entries(t.props).map(([k, v]) => `${k}:${taintKey(v)}`).join(',')}}`;
  if (t.kind === 'fn') return `fn@${t.fn.getSourceFile().fileName}:${t.fn.pos}`;
  if (t.kind === 'name') return `name:${t.value}`;
  return t.kind;
}

export function createReadFinder(options: { root: string; files: string[] }) {
  const root = path.resolve(options.root);
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const program = ts.createProgram(options.files.map((f) => path.resolve(root, f)), { ...parsed.options, noEmit: true, incremental: false });
  const checker = program.getTypeChecker();
  const memo = new Map<string, Result>();
  const reached = new Set<ts.Node>();
  const active = new Set<string>();

  const inProject = (sf: ts.SourceFile) => !sf.isDeclarationFile && !sf.fileName.includes('/node_modules/') && sf.fileName.startsWith(root);
  const where = (node: ts.Node) => {
    const sf = node.getSourceFile();
    return `${path.relative(root, sf.fileName)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  function symbolOf(node: ts.Node): ts.Symbol | undefined {
    let s = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
    if (s && s.flags & ts.SymbolFlags.Alias) s = checker.getAliasedSymbol(s);
    return s;
  }

  /** The module a name was imported from, for `cookies`/`headers`/`useSearchParams`. */
  function importedFrom(id: ts.Identifier): { module: string; name: string } | undefined {
    const s = checker.getSymbolAtLocation(id);
    const decl = s?.declarations?.[0];
    if (!decl || !ts.isImportSpecifier(decl)) return undefined;
    const specifier = decl.parent.parent.parent.moduleSpecifier;
    return ts.isStringLiteral(specifier) ? { module: specifier.text, name: (decl.propertyName ?? decl.name).text } : undefined;
  }

  /** A string an expression always holds (a literal, a constant, a literal type), if any. */
  function constantString(expr: ts.Expression): string | undefined {
    if (ts.isStringLiteralLike(expr)) return expr.text;
    if (!ts.isIdentifier(expr)) return undefined;
    // A constant's own string (asking the checker for every name's type costs far more).
    const decl = symbolOf(expr)?.valueDeclaration;
    const init = decl && ts.isVariableDeclaration(decl) && decl.parent.flags & ts.NodeFlags.Const ? decl.initializer : undefined;
    return init && ts.isStringLiteralLike(init) ? init.text : undefined;
  }

  /** The function a callee or component names, when it is the project's own. */
  function functionOf(expr: ts.Expression): ts.SignatureDeclaration | undefined {
    // Methods are not followed (their receiver's type would have to be inferred, at great cost),
    // but names of a namespace import are. What a method is given of the query is reported as
    // unnamed, and a cookie or header read in one is caught by `unreached`.
    if (ts.isPropertyAccessExpression(expr)) {
      const ns = ts.isIdentifier(expr.expression) ? checker.getSymbolAtLocation(expr.expression)?.declarations?.[0] : undefined;
      if (!ns || !ts.isNamespaceImport(ns)) return undefined;
    }
    const s = symbolOf(ts.isPropertyAccessExpression(expr) ? expr.name : expr);
    const decl = s?.valueDeclaration ?? s?.declarations?.[0];
    if (!decl || !inProject(decl.getSourceFile())) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl.body ? decl : undefined;
    if (ts.isVariableDeclaration(decl) && decl.initializer) {
      let init = decl.initializer;
      while (ts.isParenthesizedExpression(init) || ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
      // A wrapped function (React's cache(fn), memo(fn), dynamic(() => …) is not followed).
      if (ts.isCallExpression(init)) {
        const fn = init.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
        if (fn && ts.isIdentifier(init.expression) && ['cache', 'memo', 'forwardRef'].includes(init.expression.text)) return fn as ts.SignatureDeclaration;
      }
    }
    return undefined;
  }

  function evalFunction(fn: ts.SignatureDeclaration, args: (Taint | undefined)[]): Result {
    const id = `${fn.getSourceFile().fileName}:${fn.pos}:${args.map(taintKey).join('|')}`;
    const known = memo.get(id);
    if (known) return known;
    if (active.has(id)) return { returns: undefined, reads: empty() };
    active.add(id);
    const reads = empty();
    const env: Env = new Map();
    fn.parameters.forEach((p, i) => bind(p.name, args[i], env, reads));
    const returns: Taint[] = [];
    const body = (fn as ts.FunctionLikeDeclarationBase).body;
    if (body) {
      if (ts.isBlock(body)) visit(body, env, reads, returns);
      else {
        const t = taintOf(body, env, reads);
        if (t) returns.push(t);
      }
    }
    const result = { returns: returns[0], reads };
    active.delete(id);
    memo.set(id, result);
    return result;
  }

  /** Gives a declared name (or pattern) the value's taint, reading the query's names it destructures. */
  function bind(name: ts.BindingName, t: Taint | undefined, env: Env, reads: PageReads) {
    if (ts.isIdentifier(name)) {
      const s = symbolOf(name);
      if (s && t) env.set(s, t);
      return;
    }
    if (ts.isObjectBindingPattern(name)) {
      for (const el of name.elements) {
        const prop = el.propertyName ?? (ts.isIdentifier(el.name) ? el.name : undefined);
        const key = prop && (ts.isIdentifier(prop) || ts.isStringLiteral(prop)) ? prop.text : prop && ts.isComputedPropertyName(prop) ? constantString(prop.expression) : undefined;
        if (el.dotDotDotToken) bind(el.name, t?.kind === 'query' ? t : undefined, env, reads);
        else if (t?.kind === 'query') {
          if (key) reads.query.push({ name: key, at: where(el) });
          else reads.unknown.push({ name: 'query[?]', at: where(el) });
        } else bind(el.name, t?.kind === 'obj' && key ? t.props[key] : undefined, env, reads);
      }
      return;
    }
    // [key, value] of Object.entries(query): the first is one of the query's own keys.
    const first = name.elements[0];
    if (t?.kind === 'entries' && first && !ts.isOmittedExpression(first)) bind(first.name, { kind: 'key' }, env, reads);
  }

  function visit(node: ts.Node, env: Env, reads: PageReads, returns: Taint[]) {
    if (ts.isVariableDeclaration(node)) {
      const t = node.initializer ? taintOf(node.initializer, env, reads) : undefined;
      // for (const [k, v] of Object.entries(q)): each element of the entries.
      const loop = node.parent.parent;
      if (!node.initializer && ts.isForOfStatement(loop)) bind(node.name, taintOf(loop.expression, env, reads), env, reads);
      else bind(node.name, t, env, reads);
      return;
    }
    if (ts.isForOfStatement(node)) {
      visit(node.initializer, env, reads, returns);
      visit(node.statement, env, reads, returns);
      return;
    }
    if (ts.isReturnStatement(node)) {
      const t = node.expression ? taintOf(node.expression, env, reads) : undefined;
      if (t) returns.push(t);
      return;
    }
    if (ts.isExpressionStatement(node) || ts.isIfStatement(node) || ts.isThrowStatement(node)) {
      ts.forEachChild(node, (child) => (ts.isExpression(child) ? void taintOf(child, env, reads) : visit(child, env, reads, returns)));
      return;
    }
    if (ts.isFunctionDeclaration(node)) return; // walked where it is called
    if (ts.isExpression(node)) {
      taintOf(node, env, reads);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, env, reads, returns));
  }

  function taintOf(expr: ts.Expression, env: Env, reads: PageReads): Taint | undefined {
    if (ts.isIdentifier(expr)) {
      const s = symbolOf(expr);
      if (s && env.has(s)) return env.get(s);
      // A function passed on as a value is followed where it is called.
      const fn = functionOf(expr);
      return fn ? { kind: 'fn', fn } : undefined;
    }
    if (ts.isParenthesizedExpression(expr) || ts.isAwaitExpression(expr) || ts.isAsExpression(expr) || ts.isNonNullExpression(expr) || ts.isSatisfiesExpression(expr) || ts.isTypeAssertionExpression(expr)) {
      return taintOf(expr.expression, env, reads);
    }
    if (ts.isPropertyAccessExpression(expr)) {
      const t = taintOf(expr.expression, env, reads);
      if (t?.kind === 'query') {
        // A method of URLSearchParams is not a parameter; `.get(…)` is read at its call.
        const isMethod = ts.isCallExpression(expr.parent) && expr.parent.expression === expr && checker.getTypeAtLocation(expr).getCallSignatures().length > 0;
        if (!isMethod) reads.query.push({ name: expr.name.text, at: where(expr) });
        return undefined;
      }
      if (t?.kind === 'obj') return t.props[expr.name.text];
      return undefined;
    }
    if (ts.isElementAccessExpression(expr)) {
      const t = taintOf(expr.expression, env, reads);
      const k = taintOf(expr.argumentExpression, env, reads);
      if (t?.kind === 'query' && k?.kind !== 'key') {
        const name = k?.kind === 'name' ? k.value : constantString(expr.argumentExpression);
        if (name) reads.query.push({ name, at: where(expr) });
        else reads.unknown.push({ name: 'query[?]', at: where(expr) });
      }
      if (t?.kind === 'obj') {
        const name = constantString(expr.argumentExpression);
        return name ? t.props[name] : undefined;
      }
      return undefined;
    }
    if (ts.isDeleteExpression(expr)) {
      // Dropping a parameter from a copy reads nothing.
      if (ts.isElementAccessExpression(expr.expression) || ts.isPropertyAccessExpression(expr.expression)) taintOf(expr.expression.expression, env, reads);
      return undefined;
    }
    if (ts.isBinaryExpression(expr) && expr.operatorToken.kind === ts.SyntaxKind.InKeyword) {
      // 'last' in query
      const t = taintOf(expr.right, env, reads);
      const k = taintOf(expr.left, env, reads);
      const name = k?.kind === 'name' ? k.value : constantString(expr.left);
      // A name tested that the code found elsewhere (zod's issues name the schema's own keys,
      // which its parse already read) is not a parameter of its own.
      if (t?.kind === 'query' && name) reads.query.push({ name, at: where(expr) });
      return undefined;
    }
    if (ts.isBinaryExpression(expr)) {
      const right = taintOf(expr.right, env, reads);
      const left = taintOf(expr.left, env, reads);
      // out[key] = … with one of the query's own keys: `out` holds (part of) the query.
      if (expr.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
        if (ts.isElementAccessExpression(expr.left) && taintOf(expr.left.argumentExpression, env, reads)?.kind === 'key' && ts.isIdentifier(expr.left.expression)) {
          const s = symbolOf(expr.left.expression);
          if (s) env.set(s, { kind: 'query' });
        } else if (ts.isIdentifier(expr.left) && right) {
          const s = symbolOf(expr.left);
          if (s) env.set(s, right);
        }
        return right;
      }
      return [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(expr.operatorToken.kind) ? (left ?? right) : undefined;
    }
    if (ts.isConditionalExpression(expr)) {
      taintOf(expr.condition, env, reads);
      const a = taintOf(expr.whenTrue, env, reads);
      const b = taintOf(expr.whenFalse, env, reads);
      return a ?? b;
    }
    if (ts.isObjectLiteralExpression(expr)) {
      const props: Record<string, Taint> = {};
      let spreadQuery = false;
      for (const p of expr.properties) {
        if (ts.isSpreadAssignment(p)) {
          const t = taintOf(p.expression, env, reads);
          if (t?.kind === 'query') spreadQuery = true;
          else if (t?.kind === 'obj') Object.assign(props, t.props);
        } else if (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) {
          const t = ts.isPropertyAssignment(p) ? taintOf(p.initializer, env, reads) : taintOf(p.name, env, reads);
          const key = ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : undefined;
          if (t && key) props[key] = t;
        } else ts.forEachChild(p, (c) => void (ts.isExpression(c) && taintOf(c, env, reads)));
      }
      if (spreadQuery) return { kind: 'query' };
      return Object.keys(props).length ? { kind: 'obj', props } : undefined;
    }
    if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) {
      // Walked in place with what its closure sees; its own parameters carry nothing known here.
      const inner = new Map(env);
      expr.parameters.forEach((p) => bind(p.name, undefined, inner, reads));
      if (ts.isBlock(expr.body)) visit(expr.body, inner, reads, []);
      else taintOf(expr.body, inner, reads);
      return undefined;
    }
    if (ts.isCallExpression(expr) || ts.isNewExpression(expr)) return callTaint(expr, env, reads);
    if (ts.isJsxElement(expr) || ts.isJsxSelfClosingElement(expr)) {
      const opening = ts.isJsxElement(expr) ? expr.openingElement : expr;
      const props: Record<string, Taint> = {};
      for (const attr of opening.attributes.properties) {
        if (ts.isJsxAttribute(attr)) {
          const init = attr.initializer;
          const t = init && ts.isJsxExpression(init) && init.expression ? taintOf(init.expression, env, reads) : undefined;
          if (t) props[attr.name.getText()] = t;
        } else {
          const t = taintOf(attr.expression, env, reads);
          if (t?.kind === 'obj') Object.assign(props, t.props);
          else if (t?.kind === 'query') reads.unknown.push({ name: 'query spread as props', at: where(attr) });
        }
      }
      if (ts.isJsxElement(expr)) {
        for (const child of expr.children) {
          if (ts.isJsxExpression(child) && child.expression) taintOf(child.expression, env, reads);
          else if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child) || ts.isJsxFragment(child)) taintOf(child, env, reads);
        }
      }
      if (ts.isIdentifier(opening.tagName) || ts.isPropertyAccessExpression(opening.tagName)) {
        const fn = /^[A-Z]/.test(opening.tagName.getText().split('.').pop() ?? '') ? functionOf(opening.tagName as ts.Expression) : undefined;
        if (fn) merge(reads, evalFunction(fn, [Object.keys(props).length ? { kind: 'obj', props } : undefined]).reads);
      }
      return undefined;
    }
    ts.forEachChild(expr, (c) => void (ts.isExpression(c) ? taintOf(c, env, reads) : visit(c, env, reads, [])));
    return undefined;
  }

  function callTaint(expr: ts.CallExpression | ts.NewExpression, env: Env, reads: PageReads): Taint | undefined {
    const args = (expr.arguments ?? []).map((a) => {
      const t = taintOf(a, env, reads);
      if (t || !(ts.isStringLiteralLike(a) || ts.isIdentifier(a))) return t;
      const value = constantString(a);
      return value === undefined ? undefined : ({ kind: 'name', value } as const);
    });
    const callee = expr.expression;
    const calleeName = callee.getText();

    if (ts.isIdentifier(callee)) {
      const from = importedFrom(callee);
      if (from && SOURCES.has(`${from.module}#${from.name}`)) reached.add(expr);
      if (from?.module === 'next/headers' && from.name === 'cookies') return { kind: 'cookies' };
      if (from?.module === 'next/headers' && from.name === 'headers') return { kind: 'headers' };
      if (from?.module === 'next/navigation' && from.name === 'useSearchParams') return { kind: 'query' };
    }
    if (ts.isNewExpression(expr) && calleeName === 'URLSearchParams') {
      return args.some((a) => a?.kind === 'query' || a?.kind === 'queryString') ? { kind: 'query' } : undefined;
    }
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      const recv = taintOf(callee.expression, env, reads);
      const first = expr.arguments?.[0];
      const given = args[0];
      const name = given?.kind === 'name' ? given.value : first ? constantString(first) : undefined;
      if (recv?.kind === 'cookies' || recv?.kind === 'headers') {
        const list = recv.kind === 'cookies' ? reads.cookies : reads.headers;
        if (READ_METHODS.has(method) && name) list.push({ name: name.toLowerCase() === name || recv.kind === 'cookies' ? name : name.toLowerCase(), at: where(expr) });
        else reads.unknown.push({ name: `${recv.kind}.${method}(${first?.getText() ?? ''})`, at: where(expr) });
        // The middleware hands the address's query on in a header (lib/server/shell.ts).
        return recv.kind === 'headers' && name?.toLowerCase() === 'x-page-search' ? { kind: 'queryString' } : undefined;
      }
      if (recv?.kind === 'query') {
        if (READ_METHODS.has(method)) {
          if (name) reads.query.push({ name, at: where(expr) });
          else if (args[0]?.kind !== 'key') reads.unknown.push({ name: `query.${method}(?)`, at: where(expr) });
        }
        return undefined;
      }
      if (calleeName === 'Object.entries' || calleeName === 'Object.keys') return args[0]?.kind === 'query' ? { kind: 'entries' } : undefined;
      // A zod schema given the query reads the names of its shape.
      if (ZOD_PARSE.has(method) && args[0]?.kind === 'query') {
        const shape = checker.getTypeAtLocation(callee.expression).getProperty('shape');
        const shapeType = shape && checker.getTypeOfSymbolAtLocation(shape, callee);
        if (shapeType) for (const p of shapeType.getProperties()) reads.query.push({ name: p.name, at: where(expr) });
        else reads.unknown.push({ name: `${calleeName}(query)`, at: where(expr) });
        return undefined;
      }
    }
    const fn = ts.isCallExpression(expr) ? functionOf(callee) : undefined;
    const local = ts.isIdentifier(callee) ? env.get(symbolOf(callee)!) : undefined;
    const target = fn ?? (local?.kind === 'fn' ? local.fn : undefined);
    if (target) {
      const result = evalFunction(target, args);
      merge(reads, result.reads);
      return result.returns;
    }
    if (args.some((a) => a?.kind === 'query') && !WHOLE_QUERY.has(calleeName)) reads.unknown.push({ name: `${calleeName}(query)`, at: where(expr) });
    return undefined;
  }

  /**
   * The reads of a page: its exported functions (the component, generateMetadata) given the
   * page's props, with `searchParams` carrying the query, and the layouts above it given theirs.
   */
  function pageReads(page: string, layouts: string[]): PageReads {
    const reads = empty();
    for (const file of [page, ...layouts]) {
      const sf = program.getSourceFile(path.resolve(root, file));
      if (!sf) throw new Error(`not in the program: ${file}`);
      const props: Taint = { kind: 'obj', props: file === page ? { searchParams: { kind: 'query' } } : {} };
      for (const stmt of sf.statements) {
        const exported = ts.canHaveModifiers(stmt) && ts.getModifiers(stmt)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!exported) continue;
        if (ts.isFunctionDeclaration(stmt) && stmt.body) merge(reads, evalFunction(stmt, [props]).reads);
        if (ts.isVariableStatement(stmt))
          for (const d of stmt.declarationList.declarations) {
            const fn = d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer)) ? d.initializer : undefined;
            if (fn) merge(reads, evalFunction(fn, [props]).reads);
          }
      }
    }
    return reads;
  }

  /**
   * The calls of cookies(), headers() and useSearchParams() in the project's code that no walk
   * from a page reached so far (code the analysis does not follow, such as a method): unseen
   * reads. Ask after every page's reads.
   */
  function unreached(): Read[] {
    const found: Read[] = [];
    for (const sf of program.getSourceFiles()) {
      if (!inProject(sf)) continue;
      const visitAll = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && !reached.has(node)) {
          const from = importedFrom(node.expression);
          if (from && SOURCES.has(`${from.module}#${from.name}`)) found.push({ name: `${from.name}()`, at: where(node) });
        }
        ts.forEachChild(node, visitAll);
      };
      visitAll(sf);
    }
    return found;
  }

  return { pageReads, unreached };
}

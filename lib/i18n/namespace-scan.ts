import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Reads the source (never runs it) to learn which messages the browser needs below a route file: it
// follows imports, dynamic import() included, from the route file to every "use client" module it
// reaches and on through everything those import, and collects the message paths their translators
// read. Node only: the test of lib/i18n/client-namespaces.ts uses it.
//
// A path is as precise as the source allows: `useTranslations("auth")` then `t("login.title")` needs
// "auth.login.title"; a translator called with a key held in a variable, or handed to other code,
// needs its whole namespace ("auth"). A translator of the whole catalogue (`useTranslations()`) or a
// namespace held in a variable cannot be read at all: the caller declares what such a module needs.

/** A translator whose namespace or key the source does not spell out. */
export interface Unresolved {
  file: string;
  line: number;
  code: string;
}

export interface ScanResult {
  /** Message path ("errors", "auth.login.title") → the client modules that read it. */
  needs: Map<string, Set<string>>;
  /** Translators in client modules without a declaration whose paths the source does not show. */
  unresolved: Unresolved[];
  /** Imports of our own code that resolve to no file (the scan would miss what is behind them). */
  missingImports: string[];
  clientFiles: Set<string>;
}

/** Parsed modules, to share between scans of the same source tree. */
export type ModuleCache = Map<string, ModuleInfo>;

interface ModuleInfo {
  isClient: boolean;
  imports: string[];
  missingImports: string[];
  needs: string[];
  unresolved: Unresolved[];
}

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
const INTL_PACKAGES = new Set(["next-intl", "use-intl", "use-intl/react"]);
const TRANSLATOR_METHODS = new Set(["rich", "markup", "raw", "has"]);

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** Resolves "@/x" (the project root) and relative specifiers to a .ts/.tsx file; packages and assets are not ours to scan. */
function resolveImport(root: string, from: string, specifier: string): string | null | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (/\.(css|json|svg|png|jpe?g|webp|woff2?)$/.test(base)) return undefined;
  if (/\.tsx?$/.test(base) && isFile(base)) return base;
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  return null;
}

/** The literal strings an expression can only be ("a", `a`, c ? "a" : "b", "a" as never); null when it can be anything else. */
function literalValues(node: ts.Expression): string[] | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  // `x as "blocks.vimeo"` only claims a type: only a literal inside counts.
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalValues(node.expression);
  if (ts.isConditionalExpression(node)) {
    const whenTrue = literalValues(node.whenTrue);
    const whenFalse = literalValues(node.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null;
  }
  return null;
}

const joinPath = (namespace: string, key: string) => (namespace ? `${namespace}.${key}` : key);

/** Whether `node` declares `name` itself (a parameter or a variable of its own block), hiding an outer binding of that name. */
function declaresName(node: ts.Node, name: string): boolean {
  if (ts.isFunctionLike(node)) return node.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === name);
  if (ts.isBlock(node)) {
    return node.statements.some(
      (statement) => ts.isVariableStatement(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name),
    );
  }
  return false;
}

/** The scope a `const t = …` lives in: its enclosing block, function body or file. */
function scopeOf(declaration: ts.VariableDeclaration): ts.Node {
  let node: ts.Node = declaration.parent;
  while (!ts.isBlock(node) && !ts.isSourceFile(node) && !ts.isFunctionLike(node)) node = node.parent;
  return node;
}

/**
 * What one translator reads: each call with a literal key gives namespace.key; any other use (a key
 * in a variable, the translator passed on) gives null, the whole namespace.
 */
function translatorReads(declaration: ts.VariableDeclaration & { name: ts.Identifier }, namespace: string): string[] | null {
  const name = declaration.name.text;
  const reads: string[] = [];
  let whole = false;
  const visit = (node: ts.Node, top: boolean) => {
    if (whole || (!top && declaresName(node, name))) return;
    if (ts.isIdentifier(node) && node.text === name && node !== declaration.name) {
      const parent = node.parent;
      const call =
        ts.isCallExpression(parent) && parent.expression === node
          ? parent
          : ts.isPropertyAccessExpression(parent) && TRANSLATOR_METHODS.has(parent.name.text) && ts.isCallExpression(parent.parent) && parent.parent.expression === parent
            ? parent.parent
            : null;
      const keys = call?.arguments[0] ? literalValues(call.arguments[0]) : null;
      // A hook's dependency list only names it.
      const isDependencyList = ts.isArrayLiteralExpression(parent) && ts.isCallExpression(parent.parent);
      if (keys) reads.push(...keys.map((key) => joinPath(namespace, key)));
      else if (!isDependencyList && !(ts.isPropertyAccessExpression(parent) && parent.name === node)) whole = true;
      return;
    }
    ts.forEachChild(node, (child) => visit(child, false));
  };
  visit(scopeOf(declaration), true);
  return whole ? null : reads;
}

function readModule(root: string, file: string): ModuleInfo {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const first = source.statements[0];
  const isClient = !!first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === "use client";
  const info: ModuleInfo = { isClient, imports: [], missingImports: [], needs: [], unresolved: [] };
  const hooks = new Map<string, "useTranslations" | "useMessages">();
  const at = (node: ts.Node) => ({ file: path.relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, code: node.getText().slice(0, 120) });

  const addImport = (specifier: string) => {
    const resolved = resolveImport(root, file, specifier);
    if (resolved) info.imports.push(resolved);
    else if (resolved === null) info.missingImports.push(`${path.relative(root, file)} → ${specifier}`);
  };

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const specifier = statement.moduleSpecifier.text;
      if (INTL_PACKAGES.has(specifier) && clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (imported === "useTranslations" || imported === "useMessages") hooks.set(element.name.text, imported);
        }
      }
      addImport(specifier);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      addImport(statement.moduleSpecifier.text);
    }
  }

  const onTranslator = (call: ts.CallExpression) => {
    const [argument] = call.arguments;
    const namespaces = argument ? literalValues(argument) : [""];
    if (!namespaces) return info.unresolved.push(at(call));
    const binding = call.parent;
    for (const namespace of namespaces) {
      const reads = ts.isVariableDeclaration(binding) && ts.isIdentifier(binding.name) ? translatorReads(binding as ts.VariableDeclaration & { name: ts.Identifier }, namespace) : null;
      if (reads) info.needs.push(...reads);
      else if (namespace) info.needs.push(namespace);
      // The whole catalogue with keys the source does not show.
      else info.unresolved.push(at(call));
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [argument] = node.arguments;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === "require")) {
        const specifiers = argument ? literalValues(argument) : null;
        // A computed module name: what it loads cannot be followed.
        if (!specifiers) info.unresolved.push(at(node));
        for (const specifier of specifiers ?? []) addImport(specifier);
      } else if (ts.isIdentifier(callee) && hooks.get(callee.text) === "useMessages") {
        info.unresolved.push(at(node));
      } else if (ts.isIdentifier(callee) && hooks.get(callee.text) === "useTranslations") {
        onTranslator(node);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

/**
 * Scans from `entries` (route files). `declared` names, per client module (its path from `root`),
 * the message paths of the translators the source cannot show (a key or namespace in a variable).
 */
export function scanClientMessages(root: string, entries: string[], declared: Record<string, readonly string[]> = {}, cache: ModuleCache = new Map()): ScanResult {
  const read = (file: string) => {
    let info = cache.get(file);
    if (!info) cache.set(file, (info = readModule(root, file)));
    return info;
  };
  const result: ScanResult = { needs: new Map(), unresolved: [], missingImports: [], clientFiles: new Set() };
  const seen = new Map<string, boolean>();
  const queue: [string, boolean][] = entries.map((file) => [path.resolve(root, file), false]);
  while (queue.length > 0) {
    const [file, underClient] = queue.pop()!;
    const info = read(file);
    const isClient = underClient || info.isClient;
    // A module first reached from the server may be reached again from a client module.
    if (seen.get(file) === true || seen.get(file) === isClient) continue;
    seen.set(file, isClient);
    result.missingImports.push(...info.missingImports);
    if (isClient) {
      const relative = path.relative(root, file);
      result.clientFiles.add(relative);
      const own = declared[relative];
      if (!own) result.unresolved.push(...info.unresolved);
      for (const need of own ? [...info.needs, ...own] : info.needs) {
        if (!result.needs.has(need)) result.needs.set(need, new Set());
        result.needs.get(need)!.add(relative);
      }
    }
    for (const next of info.imports) queue.push([next, isClient]);
  }
  result.missingImports = [...new Set(result.missingImports)];
  return result;
}

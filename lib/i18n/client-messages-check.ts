import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { type ModuleCache, scanClientMessages } from "./namespace-scan";

// Checks lib/i18n/client-namespaces.ts against the code: every route file belongs to the area of the
// nearest layout (its own folder's or an ancestor's) that wraps its content in <ClientMessages area>,
// and that area must list every message the client modules reached from its route files read.
// Node only: used by the tests.

/** The files Next renders for a route segment (route handlers, app/api, send no provider). */
const ROUTE_FILE = /^(page|layout|loading|error|not-found|template|default|global-error|forbidden|unauthorized)\.tsx?$/;

export interface CheckInput {
  /** The project root ("@/" resolves here). */
  root: string;
  /** Each area's list, as in CLIENT_MESSAGES. */
  areas: Record<string, readonly string[]>;
  /** Per client module, the paths its unreadable translators read (see scanClientMessages). */
  declared?: Record<string, readonly string[]>;
  /** The message catalogue every listed path must exist in (en.json). */
  catalogue: Record<string, unknown>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "api" ? [] : routeFiles(full);
      return ROUTE_FILE.test(entry.name) ? [full] : [];
    })
    .sort();
}

/** The area a layout gives its segment: the `area` of a <ClientMessages> it renders, if any. */
export function layoutArea(file: string): string | undefined {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let area: string | undefined;
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText() === "ClientMessages") {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText() === "area" && attribute.initializer && ts.isStringLiteral(attribute.initializer)) {
          area = attribute.initializer.text;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return area;
}

const covers = (entry: string, need: string) => need === entry || need.startsWith(`${entry}.`);
const lookUp = (catalogue: Record<string, unknown>, entry: string) =>
  entry.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), catalogue);

/** Every way the lists and the code disagree, as sentences; empty when they agree. */
export function checkClientMessages({ root, areas, declared = {}, catalogue }: CheckInput): string[] {
  const problems: string[] = [];
  const appDir = path.join(root, "app");
  const files = routeFiles(appDir);
  const areaOfDir = new Map<string, string>();
  for (const file of files.filter((f) => path.basename(f).startsWith("layout."))) {
    const area = layoutArea(file);
    if (area !== undefined) areaOfDir.set(path.dirname(file), area);
  }
  const entriesByArea = new Map<string, string[]>();
  const cache: ModuleCache = new Map();
  for (const file of files) {
    let dir = path.dirname(file);
    while (!areaOfDir.has(dir) && dir.startsWith(appDir) && dir !== appDir) dir = path.dirname(dir);
    const area = areaOfDir.get(dir);
    const relative = path.relative(root, file);
    if (area === undefined) problems.push(`${relative} is under no <ClientMessages area> (app/layout.tsx must have one)`);
    else if (!(area in areas)) problems.push(`${relative}: area "${area}" has no list`);
    else entriesByArea.set(area, [...(entriesByArea.get(area) ?? []), file]);
  }

  for (const [area, list] of Object.entries(areas)) {
    for (const entry of list) {
      if (lookUp(catalogue, entry) === undefined) problems.push(`${area}: "${entry}" is not a message path`);
      const wider = list.find((other) => other !== entry && covers(other, entry));
      if (wider) problems.push(`${area}: "${entry}" is already in "${wider}"`);
    }
    const entries = entriesByArea.get(area);
    if (!entries) {
      problems.push(`${area}: no layout renders <ClientMessages area="${area}">`);
      continue;
    }
    const scan = scanClientMessages(root, entries, declared, cache);
    for (const missing of scan.missingImports) problems.push(`${area}: import not found: ${missing}`);
    for (const call of scan.unresolved) problems.push(`${area}: ${call.file}:${call.line} reads messages the source does not name (${call.code}); declare them`);
    for (const [need, readers] of scan.needs) {
      if (!list.some((entry) => covers(entry, need))) problems.push(`${area}: "${need}" is read by ${[...readers].sort().join(", ")} but not listed`);
    }
    const needs = [...scan.needs.keys()];
    for (const entry of list) {
      if (!needs.some((need) => covers(entry, need) || covers(need, entry))) problems.push(`${area}: "${entry}" is listed but no client module of the area reads it`);
    }
  }
  return problems;
}

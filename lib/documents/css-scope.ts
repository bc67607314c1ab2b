import postcss, { type AtRule, type ChildNode, type Container, type Declaration, type Rule } from "postcss";
import { findUnsafeCss, isOwnCssUrl, scanCss } from "./custom-css";

// A document's custom CSS applies to that document only (editor issue: "cannot escape it"). Every
// render rewrites the stored CSS: postcss parses it (CSS it cannot parse is dropped whole, never passed
// through), and a fresh style sheet is built from the pieces that pass, each checked to be one
// self-contained token sequence (see scanCss), so the browser reads the output exactly as we do:
//   - every selector is put under the document's scope; html, body and :root become the scope itself;
//   - only @media, @supports and @keyframes survive (keyframes renamed per document); @import,
//     @font-face and every other at-rule are dropped, and so is CSS nesting (a nested `:not(&)`
//     would match the whole page);
//   - declarations that could run script or load another host's file are dropped; url() may only
//     point at our media or be a raster data image;
//   - position: fixed becomes absolute, sticky is dropped (the wrapper contains paint as well), and
//     view-transition and anchor names, which act on the page around the element, are dropped.
// The output never contains "<", so it cannot close its <style> element.

/** The attribute the element around a document's blocks carries, so its custom CSS applies there only. */
export const DOC_CSS_ATTRIBUTE = "data-doc-css";

/** The scope selector of one document: `[data-doc-css="<id>"]`. */
export const documentCssSelector = (documentId: string) => `[${DOC_CSS_ATTRIBUTE}="${documentId.replace(/[^a-z0-9_-]/gi, (c) => `\\${c.codePointAt(0)!.toString(16)} `)}"]`;

const ALLOWED_AT_RULES = new Set(["media", "supports"]);
const KEYFRAMES = new Set(["keyframes", "-webkit-keyframes"]);
const PROPERTY = /^(--[a-z0-9_-]+|-?[a-z][a-z0-9-]*)$/i;
/**
 * Properties that act on the page around the element: a view-transition name lifts it above the
 * whole page during transitions, an anchor name can capture the app's own anchored popovers.
 */
const PAGE_LEVEL_PROPERTIES = new Set(["view-transition-name", "view-transition-class", "anchor-name", "anchor-scope"]);
const POSITIONS: Record<string, string> = { static: "static", relative: "relative", absolute: "absolute", fixed: "absolute" };
const KEYFRAME_SELECTOR = /^(from|to|\d{1,3}(\.\d+)?%)$/i;
const ROOT_TYPE = /^(html|body)(?![a-z0-9_-])/i;
const ROOT_PSEUDO = /^:root(?![a-z0-9_-])/i;

/** The document's custom CSS, scoped to `scope` (a selector such as documentCssSelector(id)); "" when nothing is left. */
export function scopeCustomCss(css: string, scope: string): string {
  if (!css.trim() || !isPart(scope)) return "";
  let text: string;
  try {
    const source = postcss.parse(css);
    const sheet = new SheetScope(scope, keyframeNames(source, keyframePrefix(scope)));
    text = postcss.root().append(...sheet.children(source)).toString();
  } catch {
    // Unparseable CSS (and, should one exist, a bug here) costs the document its styling, never the page.
    return "";
  }
  // Belt and braces: every piece was checked, but a "<" here would mean a way out of <style>.
  return text.includes("<") ? "" : text;
}

const isPart = (text: string) => text.trim() !== "" && scanCss(text, "part").wellFormed;

/** A short per-document prefix for keyframes names, so two documents (or the app) never share one. */
function keyframePrefix(scope: string): string {
  let hash = 0x811c9dc5;
  for (const char of scope) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return `doc${hash.toString(36)}`;
}

/** Old keyframes name → new one, for every @keyframes of the sheet. */
function keyframeNames(source: postcss.Root, prefix: string): Map<string, string> {
  const names = new Map<string, string>();
  source.walkAtRules((rule) => {
    if (!KEYFRAMES.has(rule.name.toLowerCase())) return;
    const name = keyframeName(rule.params);
    if (name) names.set(name, `${prefix}-${name}`);
  });
  return names;
}

/** A keyframes name written as an ident or a simple string; null for anything else. */
function keyframeName(params: string): string | null {
  const name = params.trim().replace(/^(["'])([a-z0-9_-]+)\1$/i, "$2");
  return /^-?[a-z_][a-z0-9_-]*$/i.test(name) ? name : null;
}

class SheetScope {
  constructor(
    private readonly scope: string,
    private readonly keyframes: Map<string, string>,
  ) {}

  /** The top level, or the inside of @media / @supports. */
  children(container: Container): ChildNode[] {
    return (container.nodes ?? []).flatMap((node) => {
      if (node.type === "rule") return this.rule(node) ?? [];
      if (node.type === "atrule") return this.atRule(node) ?? [];
      return []; // comments, and declarations outside any rule
    });
  }

  private atRule(node: AtRule): ChildNode | null {
    const name = node.name.toLowerCase();
    if (KEYFRAMES.has(name)) return this.keyframesRule(node);
    if (!ALLOWED_AT_RULES.has(name) || !node.nodes || !isPart(node.params)) return null;
    const children = this.children(node);
    return children.length ? postcss.atRule({ name, params: node.params.trim() }).append(...children) : null;
  }

  private keyframesRule(node: AtRule): ChildNode | null {
    const name = keyframeName(node.params);
    if (!name || !node.nodes) return null;
    const frames = node.nodes.flatMap((frame) => {
      if (frame.type !== "rule") return [];
      const selectors = frame.selectors.map((s) => s.trim());
      if (!selectors.every((s) => KEYFRAME_SELECTOR.test(s))) return [];
      const declarations = this.declarations(frame);
      return declarations.length ? [postcss.rule({ selector: selectors.join(", ") }).append(...declarations)] : [];
    });
    return frames.length ? postcss.atRule({ name: "keyframes", params: this.keyframes.get(name)! }).append(...frames) : null;
  }

  private rule(node: Rule): ChildNode | null {
    const selectors = node.selectors.map((selector) => scopeSelector(selector, this.scope)).filter((s): s is string => s !== null);
    if (!selectors.length) return null;
    const declarations = this.declarations(node);
    return declarations.length ? postcss.rule({ selector: selectors.join(",\n") }).append(...declarations) : null;
  }

  /** The rule's own declarations that pass; nested rules and at-rules (CSS nesting) are dropped. */
  private declarations(node: Container): Declaration[] {
    return (node.nodes ?? []).flatMap((child) => {
      if (child.type !== "decl") return [];
      const cleaned = this.declaration(child);
      return cleaned ? [cleaned] : [];
    });
  }

  private declaration(node: Declaration): Declaration | null {
    const prop = node.prop.startsWith("--") ? node.prop : node.prop.toLowerCase();
    let value = node.value.trim();
    if (!PROPERTY.test(prop) || PAGE_LEVEL_PROPERTIES.has(prop) || !isPart(value)) return null;
    if (findUnsafeCss(`${prop}:${value}`)) return null;
    if (!scanCss(value, "part").urls.every(isOwnCssUrl)) return null;
    if (prop === "position") {
      // Nothing may be pinned over the app around the document: fixed becomes absolute, the rest
      // (sticky, var(), escapes) is dropped.
      const position = POSITIONS[value.toLowerCase()];
      if (!position) return null;
      value = position;
    }
    if (prop === "animation" || prop === "animation-name") value = this.renameKeyframes(value);
    return postcss.decl({ prop, value, important: node.important === true });
  }

  /** Points animation names at the renamed keyframes of this sheet; other names stay as written. */
  private renameKeyframes(value: string): string {
    return value.replace(/(?<![a-z0-9_\-\\.#%])-?[a-z_][a-z0-9_-]*(?![a-z0-9_(-])/gi, (name) => this.keyframes.get(name) ?? name);
  }
}

/**
 * One selector under the scope. Leading html / body / :root compounds become the scope itself
 * (`body.dark p` → `[scope].dark p`); anything else becomes a descendant (`p` → `[scope] p`), so the
 * matched elements are always the scope or inside it. A sibling combinator right after the scope
 * (`html ~ div`) would reach outside: such selectors are dropped. Null when the selector is dropped.
 */
export function scopeSelector(selector: string, scope: string): string | null {
  const trimmed = selector.trim();
  if (!isPart(trimmed)) return null;
  const parts = splitCompounds(trimmed);
  let suffix = "";
  let rootCount = 0;
  // parts alternate: compound, combinator, compound, ... (a leading combinator makes parts[0] "").
  while (rootCount < parts.length) {
    const compound = parts[rootCount];
    const root = ROOT_TYPE.exec(compound) ?? ROOT_PSEUDO.exec(compound);
    if (!root) break;
    suffix += compound.slice(root[0].length);
    rootCount += 2;
  }
  if (rootCount === 0) {
    if (parts[0] === "" && /[+~]/.test(parts[1] ?? "")) return null;
    return parts[0] === "" ? `${scope}${parts.slice(1).join("")}` : `${scope} ${trimmed}`;
  }
  // A root compound not at the start (`p body`) stays as written: it matches nothing inside the scope.
  const rest = parts.slice(rootCount - 1);
  if (rest.length && /[+~]/.test(rest[0])) return null;
  return `${scope}${suffix}${rest.join("")}`;
}

/** Splits a selector into compounds and the combinators between them (outside brackets and strings). */
function splitCompounds(selector: string): string[] {
  const parts: string[] = [];
  let current = "";
  let depth = 0;
  let quote: string | null = null;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (quote) {
      current += char;
      if (char === "\\") current += selector[++i] ?? "";
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "\\") {
      current += char + (selector[++i] ?? "");
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (char === "(" || char === "[") depth += 1;
    if (char === ")" || char === "]") depth -= 1;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      let combinator = "";
      while (i < selector.length && /[\s>+~]/.test(selector[i])) combinator += selector[i++];
      i -= 1;
      parts.push(current);
      current = "";
      const symbol = combinator.replace(/\s+/g, "");
      parts.push(symbol ? ` ${symbol} ` : " ");
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

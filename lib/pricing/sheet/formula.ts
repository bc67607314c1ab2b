// The formulas a spreadsheet export may carry. The client builds them from the engine's result
// (lib/pricing/sheet/table-cells.ts), but the server writes whatever arrives into a file that opens
// in Excel, so only a small, harmless grammar passes: cell references and ranges on this sheet,
// numbers, + - * /, parentheses and the functions below. Everything else (HYPERLINK, WEBSERVICE,
// INDIRECT, other sheets or files "[x]Sheet!A1", DDE "cmd|' /c calc'!A0", strings, names) is refused.

export const SHEET_FORMULA_FUNCTIONS = ["SUM", "ROUND"] as const;
export const MAX_FORMULA_LENGTH = 500;

const FUNCTIONS = new Set<string>(SHEET_FORMULA_FUNCTIONS);

type Token =
  | { kind: "ref" }
  | { kind: "number" }
  | { kind: "function"; name: string }
  | { kind: "op"; value: "+" | "-" | "*" | "/" | "(" | ")" | "," | ":" };

// A1-style references with optional $ anchors (columns up to three letters: Excel's XFD), numbers,
// function names directly followed by "(", and the operators. Sticky: every character must match.
const TOKEN = /\s*(?:(\$?[A-Z]{1,3}\$?[1-9]\d{0,6})(?![A-Z0-9_.(])|([A-Z][A-Z0-9.]*)\s*\(|(\d+(?:\.\d+)?(?:E[+-]?\d+)?)(?![A-Z0-9_.])|([-+*/(),:]))/y;

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(source);
    if (!match) return null;
    if (match[1]) tokens.push({ kind: "ref" });
    else if (match[2]) tokens.push({ kind: "function", name: match[2] }, { kind: "op", value: "(" });
    else if (match[3]) tokens.push({ kind: "number" });
    else tokens.push({ kind: "op", value: match[4] as "+" });
  }
  return tokens;
}

/**
 * Walks the tokens as "expecting an operand" or "expecting an operator", with a stack of open
 * parentheses (a function's arguments may be separated by commas, a plain group's may not). A range
 * colon is only allowed between two references.
 */
function isWellFormed(tokens: Token[]): boolean {
  const stack: ("function" | "group")[] = [];
  let expectOperand = true;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (expectOperand) {
      if (token.kind === "ref" || token.kind === "number") expectOperand = false;
      else if (token.kind === "function") {
        if (!FUNCTIONS.has(token.name)) return false;
        stack.push("function");
        i++; // its "(" is the next token
      } else if (token.value === "(") stack.push("group");
      else if (token.value !== "+" && token.value !== "-") return false; // unary signs only
    } else if (token.kind !== "op") return false;
    else if (token.value === ")") {
      if (!stack.pop()) return false;
    } else if (token.value === ",") {
      if (stack.at(-1) !== "function") return false;
      expectOperand = true;
    } else if (token.value === ":") {
      if (tokens[i - 1]?.kind !== "ref" || tokens[i + 1]?.kind !== "ref") return false;
      expectOperand = true;
    } else if (token.value === "(") return false;
    else expectOperand = true;
  }
  return !expectOperand && stack.length === 0;
}

/**
 * The formula as Excel stores it (upper case, without the leading "="), or null when it is not of
 * the allowed grammar.
 */
export function safeFormula(raw: string): string | null {
  const source = raw.trim().replace(/^=/, "").trim().toUpperCase();
  if (!source || source.length > MAX_FORMULA_LENGTH) return null;
  const tokens = tokenize(source);
  return tokens && isWellFormed(tokens) ? source : null;
}

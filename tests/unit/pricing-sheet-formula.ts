import type { SheetRow } from "@/lib/pricing/sheet/table-schema";

// A small evaluator for the formula grammar the export allows (SUM, ROUND, references, ranges,
// + - * /), so the tests can check that every formula of a built sheet gives the engine's figure.
// ROUND as Excel does it: half away from zero, on the decimal value (15 significant digits).

const excelRound = (value: number, places: number) => {
  const factor = 10 ** places;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  return (Math.sign(value) * Math.round(scaled)) / factor;
};

function columnIndex(letters: string): number {
  return [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
}

export function evaluateSheet(rows: SheetRow[]): (rowIndex: number, columnIndex: number) => number {
  const cache = new Map<string, number>();
  const valueAt = (r: number, c: number): number => {
    const key = `${r}:${c}`;
    if (cache.has(key)) return cache.get(key)!;
    const cell = rows[r]?.[c];
    const value = cell?.formula ? evaluate(cell.formula) : typeof cell?.value === "number" ? cell.value : 0;
    cache.set(key, value);
    return value;
  };

  function evaluate(formula: string): number {
    const tokens = formula.match(/\$?[A-Z]{1,3}\$?\d+(?::\$?[A-Z]{1,3}\$?\d+)?(?!\()|[A-Z]+(?=\()|\d+(?:\.\d+)?(?:E[+-]?\d+)?|[-+*/(),]/g) ?? [];
    let at = 0;
    const peek = () => tokens[at];
    const next = () => tokens[at++];
    const ref = (text: string) => {
      const [, letters, digits] = text.replace(/\$/g, "").match(/^([A-Z]+)(\d+)$/)!;
      return { r: Number(digits) - 1, c: columnIndex(letters) };
    };
    const values = (text: string): number[] => {
      const [from, to] = text.split(":").map(ref);
      if (!to) return [valueAt(from.r, from.c)];
      const out: number[] = [];
      for (let r = from.r; r <= to.r; r++) for (let c = from.c; c <= to.c; c++) out.push(valueAt(r, c));
      return out;
    };
    const args = (): number[][] => {
      next(); // (
      const list: number[][] = [];
      for (;;) {
        const token = peek();
        list.push(/^\$?[A-Z]{1,3}\$?\d+:/.test(token) ? (next(), values(token)) : [expression()]);
        if (next() === ")") return list;
      }
    };
    const primary = (): number => {
      const token = next();
      if (token === "(") {
        const value = expression();
        next();
        return value;
      }
      if (token === "-") return -primary();
      if (token === "+") return primary();
      if (token === "SUM") return args().flat().reduce((a, b) => a + b, 0);
      if (token === "ROUND") {
        const [[value], [places]] = args();
        return excelRound(value, places);
      }
      if (/^\d/.test(token)) return Number(token);
      return values(token)[0];
    };
    const term = (): number => {
      let value = primary();
      while (peek() === "*" || peek() === "/") value = next() === "*" ? value * primary() : value / primary();
      return value;
    };
    const expression = (): number => {
      let value = term();
      while (peek() === "+" || peek() === "-") value = next() === "+" ? value + term() : value - term();
      return value;
    };
    return expression();
  }

  return valueAt;
}

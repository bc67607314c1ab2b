import type { FrozenSnapshot } from "@/lib/sharing/frozen";
import type { ItemRow } from "./types";

// A client's choices in a pricing table (optional items ticked or not, quantities within the owner's
// range): the one shape the share view's script, the server and the pricing engine read, and the
// rules that make a stored or sent selection the one that counts. Browser-safe and free of zod: the
// share view's script bundles this file (the request's zod schema is ./choices-schema.ts).
// Per frozen block id, per row id.

export interface RowChoice {
  selected: boolean;
  quantity: number;
}

/** One table's choices: row id -> choice. Rows not named keep the owner's defaults. */
export type TableChoices = Record<string, RowChoice>;

/** Every table's choices in a share: frozen block id -> its choices. */
export type Choices = Record<string, TableChoices>;

export const PRICING_TABLE_TYPE = "pricing-table";

/** The largest quantity a table holds (PRICING_LIMITS.quantity). */
export const MAX_CHOICE_QUANTITY = 1_000_000_000;

/** What the rules read of an item row: stored rows of older tables may lack the choice fields. */
export type ChoiceRow = Pick<ItemRow, "id" | "quantity"> & Partial<Pick<ItemRow, "name" | "optional" | "selectedByDefault" | "quantityMin" | "quantityMax">>;

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const bound = (value: number) => Math.min(MAX_CHOICE_QUANTITY, Math.max(0, Math.round(value)));

/**
 * The quantities the client may choose from: whole numbers, min <= max (given the other way round
 * they are swapped); null when the row has no range (either end missing).
 */
export function quantityRange(row: Pick<ChoiceRow, "quantityMin" | "quantityMax">): { min: number; max: number } | null {
  if (!isWhole(row.quantityMin) || !isWhole(row.quantityMax)) return null;
  const [a, b] = [bound(row.quantityMin), bound(row.quantityMax)];
  // A maximum under the minimum is raised to it, never swapped: the editor saves as the owner types,
  // and "at least 80" typed over a maximum of 3 must stay 80 when the saved row comes back.
  return { min: a, max: Math.max(a, b) };
}

export const isOptionalRow = (row: Pick<ChoiceRow, "optional">) => row.optional === true;

/** Whether the client can change anything of the row (tick it off or on, or its quantity). */
export const isChoiceRow = (row: ChoiceRow) => isOptionalRow(row) || quantityRange(row) !== null;

/** The owner's quantity: the stored one, for a row with a range a whole number within it. */
export function defaultQuantity(row: ChoiceRow): number {
  const range = quantityRange(row);
  const quantity = isWhole(row.quantity) ? row.quantity : 0;
  return range ? Math.min(range.max, Math.max(range.min, Math.round(quantity))) : quantity;
}

/** Whether a quantity may be chosen for the row: a whole number within its range. */
export function isAllowedQuantity(row: ChoiceRow, quantity: unknown): quantity is number {
  const range = quantityRange(row);
  return range !== null && isWhole(quantity) && Number.isInteger(quantity) && quantity >= range.min && quantity <= range.max;
}

/**
 * The choice that counts for a row: what the client chose where the row lets them choose it, the
 * owner's default everywhere else (a required row is always selected; a quantity outside the range
 * is not used).
 */
export function appliedChoice(row: ChoiceRow, given: Partial<RowChoice> | undefined): RowChoice {
  const optional = isOptionalRow(row);
  const selected = optional ? (typeof given?.selected === "boolean" ? given.selected : row.selectedByDefault !== false) : true;
  const quantity = given && isAllowedQuantity(row, given.quantity) ? given.quantity : defaultQuantity(row);
  return { selected, quantity };
}

/** The item rows of a table's content as stored (tolerant: older tables were JSON strings). */
export function choiceRowsOf(content: unknown): ChoiceRow[] {
  let table = content;
  if (typeof table === "string") {
    try {
      table = JSON.parse(table) as unknown;
    } catch {
      return [];
    }
  }
  const rows = table && typeof table === "object" ? (table as { rows?: unknown }).rows : null;
  if (!Array.isArray(rows)) return [];
  return rows.filter((row): row is ChoiceRow => !!row && typeof row === "object" && row.type === "item" && typeof row.id === "string");
}

/** Whether a table lets the client choose anything (an optional row or a quantity range). */
export const tableHasChoices = (content: unknown) => choiceRowsOf(content).some(isChoiceRow);

/** A table's choices with the owner's defaults, for every row the client can change. */
export const defaultTableChoices = (content: unknown): TableChoices => tableChoicesOf(content, undefined);

/** A table's choices that count: `stored` where it is valid, the defaults elsewhere; rows that offer no choice are left out. */
export function tableChoicesOf(content: unknown, stored: TableChoices | undefined): TableChoices {
  const choices: TableChoices = {};
  for (const row of choiceRowsOf(content)) {
    if (isChoiceRow(row)) setOwn(choices, row.id, appliedChoice(row, ownEntry(stored, row.id)));
  }
  return choices;
}

/** The frozen copy's pricing tables that offer choices, by block id. */
export function choiceTables(frozen: Pick<FrozenSnapshot, "blocks">): Map<string, ChoiceRow[]> {
  const tables = new Map<string, ChoiceRow[]>();
  for (const block of frozen.blocks) {
    if (block.segmentType !== PRICING_TABLE_TYPE) continue;
    const rows = choiceRowsOf(block.content);
    if (rows.some(isChoiceRow)) tables.set(block.id, rows);
  }
  return tables;
}

/**
 * The choices that count for a share: for every pricing table of the frozen copy that offers
 * choices, the stored ones where valid and the defaults elsewhere; unknown tables and rows dropped.
 */
export function effectiveChoices(frozen: Pick<FrozenSnapshot, "blocks">, stored: Choices | null): Choices {
  const choices: Choices = {};
  for (const block of frozen.blocks) {
    if (block.segmentType === PRICING_TABLE_TYPE && tableHasChoices(block.content)) {
      setOwn(choices, block.id, tableChoicesOf(block.content, ownEntry(stored ?? undefined, block.id)));
    }
  }
  return choices;
}

/** Why an entry of a client's choices is refused; the caller words it in the reader's language. */
export type ChoiceProblemKind = "unknownTable" | "unknownRow" | "required" | "fixedQuantity" | "quantityRange";

export interface ChoiceProblem {
  /** The entry: table id, then row id and field where the problem is theirs. */
  path: string[];
  problem: ChoiceProblemKind;
  /** quantityRange: the owner's range. */
  params: { min?: number; max?: number };
}

/**
 * Every refused entry of `choices` against the frozen copy: a table without choices or not in it, a
 * row not in its table, a required row deselected, a quantity the owner did not open up changed, a
 * quantity outside the range (or not a whole number). An entry that repeats what cannot change is fine.
 */
export function choicesProblems(frozen: Pick<FrozenSnapshot, "blocks">, choices: Choices): ChoiceProblem[] {
  const tables = choiceTables(frozen);
  const problems: ChoiceProblem[] = [];
  for (const [blockId, table] of Object.entries(choices)) {
    const rows = tables.get(blockId);
    if (!rows) {
      problems.push({ path: [blockId], problem: "unknownTable", params: {} });
      continue;
    }
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const [rowId, choice] of Object.entries(table)) {
      const row = byId.get(rowId);
      if (!row) problems.push({ path: [blockId, rowId], problem: "unknownRow", params: {} });
      else problems.push(...rowProblems(row, choice).map((problem) => ({ ...problem, path: [blockId, rowId, ...problem.path] })));
    }
  }
  return problems;
}

function rowProblems(row: ChoiceRow, choice: RowChoice): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  if (!choice.selected && !isOptionalRow(row)) problems.push({ path: ["selected"], problem: "required", params: {} });
  const range = quantityRange(row);
  if (range && !isAllowedQuantity(row, choice.quantity)) problems.push({ path: ["quantity"], problem: "quantityRange", params: range });
  else if (!range && choice.quantity !== defaultQuantity(row)) problems.push({ path: ["quantity"], problem: "fixedQuantity", params: {} });
  return problems;
}

/** An object's own entry (never one of Object.prototype's: ids come from clients). */
function ownEntry<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** record[key] = value as an own property, even for a key such as "__proto__" (row ids are the owner's to choose). */
function setOwn<T>(record: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
}

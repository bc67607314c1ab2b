import type { ChoicesPageData } from "@/lib/blocks/types/pricing-table/choices-data";
import { figureKey, figureTexts } from "@/lib/blocks/types/pricing-table/figure-keys";
import { isAllowedQuantity, quantityRange, type ChoiceRow, type Choices, type TableChoices } from "@/lib/pricing/choices";
import { computeTable } from "@/lib/pricing/engine";
import { announceState, answerFlushes, type ChoicesState, type FlushResult } from "./lib/choices-flush";

// The client's choices in a deal's pricing tables (the share view renders the checkboxes and
// steppers: lib/blocks/types/pricing-table/view-choices.tsx). On each change the table is computed
// again with the same engine and formatting the server used, every figure whose text changed is
// rewritten (each carries data-figure), the new total is announced politely, and the selection is
// saved after a short pause (PUT .../choices: the whole selection, every table of the page). A
// quantity outside the owner's range is not used: its message shows under the stepper and the last
// valid quantity keeps counting. Once the deal is locked (a signature, an outcome) a save answers 409
// and the page reloads to show what was signed. After a save the new content hash is announced to
// the signing script (deal:content-hash), which before signing asks for any unsaved change to be saved
// at once and waits (./lib/choices-flush.ts).

const SAVE_DELAY_MS = 500;
const RETRY_DELAY_MS = 3000;
/** A save that hangs counts as failed, so signing is not kept waiting. */
const REQUEST_TIMEOUT_MS = 15_000;

interface Table {
  data: ChoicesPageData;
  root: HTMLElement;
  rows: Map<string, ChoiceRow>;
  /** Each figure's element and the text it shows (kept here: reading the DOM back on every change costs more than the engine). */
  figures: Map<string, { element: HTMLElement; text: string }>;
  lines: Map<string, { element: HTMLElement; included: boolean }>;
  status: HTMLElement | null;
  announce: HTMLElement | null;
  choices: TableChoices;
}

function readTable(script: HTMLScriptElement): Table | null {
  let data: ChoicesPageData;
  try {
    data = JSON.parse(script.textContent ?? "") as ChoicesPageData;
  } catch {
    return null;
  }
  const root = script.closest<HTMLElement>("[data-pricing-block]");
  if (!root || data.locked) return null;
  const rows = new Map<string, ChoiceRow>();
  for (const row of data.content.rows) if (row.type === "item") rows.set(row.id, row);
  return {
    data,
    root,
    rows,
    figures: new Map(Array.from(root.querySelectorAll<HTMLElement>("[data-figure]"), (element) => [element.dataset.figure ?? "", { element, text: element.textContent ?? "" }])),
    lines: new Map(Array.from(root.querySelectorAll<HTMLElement>("tr[data-row]"), (element) => [element.dataset.row ?? "", { element, included: element.dataset.included !== "false" }])),
    status: root.querySelector<HTMLElement>("[data-choice-status]"),
    announce: root.querySelector<HTMLElement>("[data-choice-announce]"),
    choices: { ...data.choices },
  };
}

/** Recomputes the table with its current choices and rewrites what changed. */
function refresh(table: Table): void {
  const { content, meta, format, texts } = table.data;
  const result = computeTable(content, meta, table.choices);
  const printed = figureTexts(result, format);
  for (const [key, figure] of table.figures) {
    const text = printed.get(key);
    if (text === undefined || figure.text === text) continue;
    figure.element.textContent = text;
    figure.text = text;
  }
  for (const section of result.sections) {
    for (const line of section.lines) {
      const shown = table.lines.get(line.rowId);
      if (!shown || shown.included === line.included) continue;
      shown.element.dataset.included = String(line.included);
      shown.included = line.included;
    }
  }
  // The total the reader sees: the grand total, or the subtotal where the owner hid the grand total.
  const total = printed.get(meta.grandTotalVisible ? figureKey.grand : figureKey.subtotal) ?? "";
  if (table.announce) table.announce.textContent = texts.totalNow.replace("{amount}", total);
}

function stepperParts(table: Table, rowId: string) {
  const stepper = table.root.querySelector<HTMLElement>(`[data-choice-stepper="${CSS.escape(rowId)}"]`);
  return {
    input: stepper?.querySelector<HTMLInputElement>("input[data-choice-qty]") ?? null,
    down: stepper?.querySelector<HTMLButtonElement>('[data-choice-step="-1"]') ?? null,
    up: stepper?.querySelector<HTMLButtonElement>('[data-choice-step="1"]') ?? null,
    problem: stepper?.querySelector<HTMLElement>("[data-choice-problem]") ?? null,
  };
}

/**
 * Takes a typed or stepped quantity: used when allowed, else (once the client is done typing: `final`)
 * shown as wrong, while the last valid one keeps counting.
 */
function setQuantity(table: Table, rowId: string, value: number, final: boolean, onChange: () => void): void {
  const row = table.rows.get(rowId);
  const parts = stepperParts(table, rowId);
  const current = table.choices[rowId];
  if (!row || !parts.input || !current) return;
  const range = quantityRange(row);
  const allowed = isAllowedQuantity(row, value);
  if (allowed || final) {
    parts.input.setAttribute("aria-invalid", String(!allowed));
    if (parts.problem) parts.problem.textContent = allowed ? "" : (parts.input.dataset.rangeMessage ?? "");
  }
  if (range && parts.down && parts.up) {
    const shown = allowed ? value : current.quantity;
    parts.down.disabled = shown <= range.min;
    parts.up.disabled = shown >= range.max;
  }
  if (!allowed || value === current.quantity) return;
  table.choices[rowId] = { ...current, quantity: value };
  onChange();
}

function enhance(table: Table, onChange: (table: Table) => void): void {
  const changed = () => {
    refresh(table);
    onChange(table);
  };
  table.root.addEventListener("change", (event) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.dataset.choiceSelect) {
      const rowId = target.dataset.choiceSelect;
      const current = table.choices[rowId];
      if (!current) return;
      table.choices[rowId] = { ...current, selected: target.checked };
      changed();
    } else if (target instanceof HTMLInputElement && target.dataset.choiceQty) {
      setQuantity(table, target.dataset.choiceQty, target.valueAsNumber, true, changed);
    }
  });
  // Typing recomputes as soon as the number is one the client may choose ("1" on the way to "120" is not wrong yet).
  table.root.addEventListener("input", (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.dataset.choiceQty && target.value !== "") setQuantity(table, target.dataset.choiceQty, target.valueAsNumber, false, changed);
  });
  table.root.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-choice-step]");
    const rowId = button?.closest<HTMLElement>("[data-choice-stepper]")?.dataset.choiceStepper;
    const current = rowId ? table.choices[rowId] : undefined;
    const row = rowId ? table.rows.get(rowId) : undefined;
    const range = row ? quantityRange(row) : null;
    if (!button || !rowId || !current || !range) return;
    const next = Math.min(range.max, Math.max(range.min, current.quantity + Number(button.dataset.choiceStep)));
    const { input } = stepperParts(table, rowId);
    if (input) input.value = String(next);
    setQuantity(table, rowId, next, true, changed);
  });
}

/**
 * Saves the page's whole selection after a pause, one request at a time, the latest selection last;
 * retries after a failure. Signing asks for unsaved changes to be saved at once (./lib/choices-flush.ts).
 */
function saver(tables: Table[]) {
  const apiBase = tables[0].data.apiBase;
  const texts = tables[0].data.texts;
  let timer: number | undefined;
  /** Changes made, and the newest one the server has. */
  let version = 0;
  let savedVersion = 0;
  let failed = false;
  let running: Promise<boolean> | null = null;
  let contentHash: string | null = null;
  let state: ChoicesState = "idle";
  const touched = new Set<Table>();

  const show = (text: string, alert = false) => {
    for (const table of touched) {
      if (!table.status) continue;
      table.status.textContent = text;
      // A failure is said out loud; "Saving…" and "Saved" are not (the new total already was).
      if (alert) table.status.setAttribute("role", "alert");
      else table.status.removeAttribute("role");
    }
  };
  const update = () => {
    const next: ChoicesState = running ? "saving" : failed ? "failed" : savedVersion !== version ? "pending" : "idle";
    if (next !== state) announceState((state = next));
  };

  /** One PUT of the current selection; true when the server has it. */
  async function put(): Promise<boolean> {
    const sending = version;
    const choices: Choices = Object.fromEntries(tables.map((table) => [table.data.blockId, table.choices]));
    const abort = new AbortController();
    const giveUp = window.setTimeout(() => abort.abort(), REQUEST_TIMEOUT_MS);
    try {
      const response = await fetch(`${apiBase}/choices`, {
        method: "PUT",
        headers: { "content-type": "application/json", accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ choices }),
        signal: abort.signal,
      });
      // Signed or closed meanwhile: the page reloads to show what was signed, and nothing is answered.
      if (response.status === 409) {
        location.reload();
        return new Promise<boolean>(() => undefined);
      }
      if (!response.ok) return false;
      const answer = (await response.json()) as { contentHash?: string };
      if (typeof answer.contentHash !== "string") return false;
      contentHash = answer.contentHash;
      savedVersion = sending;
      document.dispatchEvent(new CustomEvent("deal:content-hash", { detail: { contentHash } }));
      return true;
    } catch {
      return false;
    } finally {
      window.clearTimeout(giveUp);
    }
  }

  /** Saves until the server has the latest change (a change made while a save runs is sent after it). */
  async function flush(): Promise<FlushResult> {
    window.clearTimeout(timer);
    while (savedVersion !== version) {
      if (!running) {
        running = put().finally(() => (running = null));
        show(texts.saving);
        update();
      }
      if (!(await running)) {
        failed = true;
        update();
        show(texts.saveFailed, true);
        window.clearTimeout(timer);
        timer = window.setTimeout(() => void flush(), RETRY_DELAY_MS);
        return { ok: false };
      }
      failed = false;
    }
    update();
    if (touched.size) show(texts.saved);
    return { ok: true, contentHash };
  }

  answerFlushes(flush);
  return (table: Table) => {
    touched.add(table);
    version += 1;
    update();
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void flush(), SAVE_DELAY_MS);
  };
}

function start(): void {
  const tables = Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="application/json"][data-pricing-choices]'))
    .map(readTable)
    .filter((table): table is Table => table !== null);
  if (!tables.length) return;
  const save = saver(tables);
  for (const table of tables) enhance(table, save);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();

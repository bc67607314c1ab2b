import type { DealView } from "@/lib/acceptance/types";
import { tableChoicesOf, tableHasChoices, quantityRange, type TableChoices } from "@/lib/pricing/choices";
import type { ItemRow, PricingContent } from "@/lib/pricing/types";
import type { BlockRenderContext } from "../../definition";
import type { ChoicesPageData } from "./choices-data";
import { STACK_STEPPER, STACK_STEPPER_TEXT } from "./stacked";

// The client's choices in the table as the share view renders them (no hooks: plain HTML that
// lib/share/client/pricing-choices.ts brings to life): a checkbox per optional row, a stepper per row
// with a quantity range, the save status and the data the script computes with. Elsewhere (editor,
// previews) an optional row only wears its "Optional" tag.

export interface ChoiceLabels {
  optional: string;
  unnamed: string;
  notIncluded: string;
  quantityFor: (name: string) => string;
  rangeHint: (min: number, max: number) => string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  quantityRange: (min: number, max: number) => string;
  locked: string;
}

const choiceText = (context: Pick<BlockRenderContext, "labels">, key: string, values?: Record<string, string | number>) =>
  context.labels.text(`pricing-table.choices.${key}`, values);

export function choiceLabelsOf(context: Pick<BlockRenderContext, "labels">): ChoiceLabels {
  return {
    optional: choiceText(context, "optional"),
    unnamed: choiceText(context, "unnamed"),
    notIncluded: choiceText(context, "notIncluded"),
    quantityFor: (name) => choiceText(context, "quantityFor", { name }),
    rangeHint: (min, max) => choiceText(context, "rangeHint", { min, max }),
    decrease: (name) => choiceText(context, "decrease", { name }),
    increase: (name) => choiceText(context, "increase", { name }),
    quantityRange: (min, max) => choiceText(context, "problems.quantityRange", { min, max }),
    locked: choiceText(context, "locked"),
  };
}

/** How this render shows the rows' choices: controls in a deal's share view, tags elsewhere. */
export interface ChoiceView {
  blockId: string;
  /** The checkboxes and steppers are there (disabled when locked). */
  controls: boolean;
  locked: boolean;
  labels: ChoiceLabels;
  /** What counts now: the client's choices, else the owner's defaults. */
  choices: TableChoices;
}

export function choiceViewOf(blockId: string, content: PricingContent, deal: DealView | undefined, context: Pick<BlockRenderContext, "labels">): ChoiceView {
  const stored = deal && Object.prototype.hasOwnProperty.call(deal.choices, blockId) ? deal.choices[blockId] : undefined;
  return {
    blockId,
    controls: deal !== undefined && tableHasChoices(content),
    locked: deal?.locked === true,
    labels: choiceLabelsOf(context),
    choices: tableChoicesOf(content, stored),
  };
}

const rowName = (row: ItemRow, labels: ChoiceLabels) => row.name.trim() || labels.unnamed;
const domId = (view: ChoiceView, row: ItemRow, part: string) => `pc-${view.blockId}-${row.id}-${part}`;

export const OptionalTag = ({ label }: { label: string }) => (
  <span className="ms-2 inline-block rounded-full border border-current/40 px-1.5 align-middle text-[0.6875rem] leading-4 font-medium tracking-wide uppercase">{label}</span>
);

/** An optional row's name as a checkbox label (44 px tall touch target); the name alone otherwise. */
export function ChoiceName({ row, view }: { row: ItemRow; view: ChoiceView | undefined }) {
  if (!view?.controls || !row.optional) return <span className="font-medium">{row.name}</span>;
  const selected = view.choices[row.id]?.selected ?? row.selectedByDefault;
  return (
    <label className="-my-2.5 inline-flex min-h-11 cursor-pointer items-center gap-2.5 align-middle has-disabled:cursor-default">
      <input
        type="checkbox"
        data-choice-select={row.id}
        defaultChecked={selected}
        disabled={view.locked}
        className="size-5 shrink-0 cursor-pointer accent-[var(--doc-accent1,currentColor)] disabled:cursor-default"
      />
      <span className="font-medium">{rowName(row, view.labels)}</span>
    </label>
  );
}

/** A ranged row's quantity: − / number / + (44 px targets), the range under it, and room for its message. */
export function QuantityStepper({ row, view }: { row: ItemRow; view: ChoiceView }) {
  const range = quantityRange(row);
  if (!range) return null;
  const quantity = view.choices[row.id]?.quantity ?? row.quantity;
  const name = rowName(row, view.labels);
  const hint = domId(view, row, "hint");
  const problem = domId(view, row, "problem");
  const button =
    "inline-flex size-11 shrink-0 items-center justify-center border border-current/40 text-lg leading-none hover:bg-current/10 focus-visible:relative focus-visible:outline-2 focus-visible:outline-[var(--doc-accent1,currentColor)] disabled:cursor-default disabled:opacity-50 print:hidden";
  return (
    <span className={`inline-flex flex-col gap-0.5 align-top whitespace-normal ${STACK_STEPPER}`} data-choice-stepper={row.id}>
      <span className="inline-flex items-stretch">
        <button type="button" data-choice-step="-1" aria-label={view.labels.decrease(name)} disabled={view.locked || quantity <= range.min} className={`${button} rounded-s-md`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          defaultValue={quantity}
          disabled={view.locked}
          data-choice-qty={row.id}
          data-range-message={view.labels.quantityRange(range.min, range.max)}
          aria-label={view.labels.quantityFor(name)}
          aria-describedby={`${hint} ${problem}`}
          className="h-11 w-[4.5rem] border-y border-current/40 print:h-auto print:w-auto print:border-0 bg-transparent px-1 text-center tabular-nums [appearance:textfield] focus-visible:relative focus-visible:outline-2 focus-visible:outline-[var(--doc-accent1,currentColor)] aria-invalid:border-danger-600 [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button type="button" data-choice-step="1" aria-label={view.labels.increase(name)} disabled={view.locked || quantity >= range.max} className={`${button} rounded-e-md`}>
          <span aria-hidden="true">+</span>
        </button>
      </span>
      <span id={hint} className="text-xs opacity-80">
        {view.labels.rangeHint(range.min, range.max)}
      </span>
      <span id={problem} data-choice-problem={row.id} className={`max-w-48 text-xs font-medium text-danger-700 ${STACK_STEPPER_TEXT}`} />
    </span>
  );
}

/**
 * Under a table with choice controls: the save status (and, once locked, why nothing changes), the
 * polite announcement of the new total, and the data the script recomputes with.
 */
export function ChoicesFooter({ view, data }: { view: ChoiceView; data: ChoicesPageData }) {
  // JSON in a data block: "<" escaped so no text of the table can close the element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <>
      <p className="mt-2 min-h-5 text-sm" data-choice-status>
        {view.locked ? view.labels.locked : ""}
      </p>
      <p className="sr-only" aria-live="polite" data-choice-announce />
      <script type="application/json" data-pricing-choices={view.blockId} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}


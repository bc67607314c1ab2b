// A client's choices in a pricing table (optional items ticked or not, quantities within the owner's
// range): the one shape the share view's script, the server and the pricing engine read.
// Browser-safe. Per frozen block id, per row id.

export interface RowChoice {
  selected: boolean;
  quantity: number;
}

/** One table's choices: row id -> choice. Rows not named keep the owner's defaults. */
export type TableChoices = Record<string, RowChoice>;

/** Every table's choices in a share: frozen block id -> its choices. */
export type Choices = Record<string, TableChoices>;

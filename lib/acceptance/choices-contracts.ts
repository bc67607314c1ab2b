import { z } from "zod";
import { defineContract } from "@/lib/http/contract";
import { choicesSchema } from "@/lib/pricing/choices-schema";
import { shareRecipientParams } from "@/lib/sharing/public-contracts";

// A client's choices in a share's pricing tables (optional items, quantities within the owner's
// range). Public: the share key is the capability, checked like every deal call (an unknown,
// disabled or expired share, a recipient it does not have, a PIN share without its PIN cookie, or a
// share that closes no deal: 404).

export const choicesBody = z.object({ choices: choicesSchema });

const rowChoice = z.object({ selected: z.boolean(), quantity: z.number() });

export const choicesAnswer = z.object({
  choices: z.record(z.string(), z.record(z.string(), rowChoice)).describe("Every table's choices that now count, the owner's defaults filled in"),
  contentHash: z.string().describe("SHA-256 (hex) of what a signature now covers: sign sends it back"),
});

export const choicesContracts = {
  save: defineContract({
    method: "PUT",
    path: "/api/shared-document/{key}/{n}/choices",
    tag: "Closing the deal",
    auth: "public",
    summary:
      "The client's choices in the share's pricing tables, for this recipient: per frozen table id and row id, whether an optional item is selected and the quantity of a row whose quantity the owner opened to a range (a whole number within it). Replaces the recipient's whole selection; rows not named keep the owner's defaults. Answers every table's choices that now count and the content hash a signature would carry. A table or row the share does not have, a required item deselected, a quantity outside its range or of a row without one are 400 with `fields` naming each entry (`choices.{table}.{row}.quantity`), in the caller's language; once a signer has signed (or the deal is accepted or declined) 409 `dealLocked`; bodies over 32 KB 413; more than 600 saves an hour from one address on one share 429; an unknown, disabled or expired share, a recipient it does not have, a PIN share without its PIN cookie, or a share without choices or acceptance 404",
    params: shareRecipientParams,
    body: choicesBody,
    example: { choices: { cm1table00000000000000001: { r2: { selected: true, quantity: 120 }, r3: { selected: false, quantity: 1 } } } },
    response: choicesAnswer,
  }),
};

// The deal overview as the browser receives it (GET /api/document/{id}/deal): the server's types
// (type-only imports: nothing of the server reaches the browser) with dates as ISO strings.
import type { DealOverview } from "@/lib/acceptance/deal-overview";
import type { DealStatusName } from "@/lib/documents/list-format";

type Jsonified<T> = T extends Date ? string : T extends (infer U)[] ? Jsonified<U>[] : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;

export type DealOverviewData = Jsonified<DealOverview>;
export type DealShareData = DealOverviewData["shares"][number];
export type { DealStatusName };

/** The signed copy of an accepted share (the PDF route, lib/pdf). */
export const signedCopyUrl = (documentId: string, share: Pick<DealShareData, "snapshotId" | "recipient">) =>
  `/api/document/${encodeURIComponent(documentId)}/deal/${encodeURIComponent(share.snapshotId)}/${encodeURIComponent(share.recipient)}/signed-copy`;

/** The public check of an accepted content hash (GET /verify/{hash}). */
export const verifyUrl = (hash: string) => `/verify/${encodeURIComponent(hash)}`;

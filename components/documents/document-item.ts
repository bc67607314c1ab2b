// Documents as client components hold them: the list API's answer, with dates as ISO strings.
import type { EventState } from "@/lib/documents/list-format";
import type { DocumentSummaryView } from "@/lib/documents/view";

type Jsonified<T> = T extends Date ? string : T extends (infer U)[] ? Jsonified<U>[] : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;

export type DocumentItem = Jsonified<DocumentSummaryView>;
export type UpcomingItem = DocumentItem & { eventState: EventState };

export interface DocumentPageData {
  items: DocumentItem[];
  nextCursor: string | null;
}

/** The workspaces the index can filter by, with the caller's role. */
export interface WorkspaceOption {
  teamId: string;
  teamName: string;
  role: "ADMIN" | "MEMBER";
}

const iso = (value: Date | string | null) => (value === null ? null : typeof value === "string" ? value : value.toISOString());

/** Server components hand list rows to client components through this, so both shapes are the same. */
export function toDocumentItem(doc: DocumentSummaryView | DocumentItem): DocumentItem {
  return {
    ...doc,
    event: { ...doc.event, startDate: iso(doc.event.startDate), endDate: iso(doc.event.endDate) },
    dealStatusAt: iso(doc.dealStatusAt),
    createdAt: iso(doc.createdAt) ?? "",
    updatedAt: iso(doc.updatedAt) ?? "",
  };
}

export const ownerName = (doc: Pick<DocumentItem, "owner">) => `${doc.owner.firstname} ${doc.owner.lastname}`.trim();

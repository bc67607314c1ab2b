import { apiFetch } from "@/lib/client/api";
import type { NumberingStyle } from "@/lib/blocks/numbering";
import type { WirePaperSize } from "@/lib/documents/view";

// The owner-only document setters the editor's panel and dialogs call (POST /api/document/{id}/...,
// lib/documents/contracts.ts and editor-settings-contracts.ts). Each answers the stored value and the
// document's new version, which the editor folds into its copy of the document.

export interface PageMarginsValue {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Dates arrive as Date objects from the server component and as ISO strings from the API. */
export interface WireEvent {
  startDate: Date | string | null;
  endDate: Date | string | null;
  hasStartDate: boolean;
  userState: string | null;
}

export interface EventInput {
  startDate?: string | null;
  endDate?: string | null;
  hasStartDate?: boolean;
  userState?: string | null;
}

const path = (id: string, name: string) => `/api/document/${encodeURIComponent(id)}/${name}`;
type Versioned<T> = T & { success: boolean; version: number };

export const documentSettingsApi = {
  rename: (id: string, title: string) => apiFetch<Versioned<{ title: string }>>(path(id, "title"), { body: { title } }),
  setEvent: (id: string, event: EventInput, signal?: AbortSignal) =>
    apiFetch<Versioned<{ event: WireEvent }>>(path(id, "set-event"), { body: event, signal }),
  setPrivateNote: (id: string, note: string | null, signal?: AbortSignal) =>
    apiFetch<Versioned<{ privateNote: string | null }>>(path(id, "set-private-note"), { body: { note }, signal }),
  setPaperSize: (id: string, paperSize: WirePaperSize) => apiFetch<Versioned<{ paperSize: WirePaperSize }>>(path(id, "set-paper-size"), { body: { paperSize } }),
  setPageMargins: (id: string, margins: PageMarginsValue, signal?: AbortSignal) =>
    apiFetch<Versioned<{ design: { page: { margins: PageMarginsValue } } }>>(path(id, "set-page-margins"), { body: margins, signal }),
  setNumberingStyle: (id: string, numberingStyle: NumberingStyle) =>
    apiFetch<Versioned<{ numberingStyle: string }>>(path(id, "set-numbering-style"), { body: { numberingStyle } }),
  setHeaderFooter: (id: string, change: { header?: string | null; footer?: string | null }, signal?: AbortSignal) =>
    apiFetch<Versioned<{ header: string | null; footer: string | null }>>(path(id, "set-header-footer"), { body: change, signal }),
  setCustomCss: (id: string, customCss: string | null) => apiFetch<Versioned<{ customCss: string | null }>>(path(id, "set-custom-css"), { body: { customCss } }),
};

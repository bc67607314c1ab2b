import { apiFetch } from "@/lib/client/api";
import type { SheetLifetime } from "./lifetime";
import type { SheetRow } from "./table-schema";

// Browser calls of the spreadsheet export (lib/pricing/sheet/contracts.ts).

const base = (segmentId: string, action: "generate" | "download" | "email", uniqueId: string) =>
  `/api/segment/${encodeURIComponent(segmentId)}/sheet/${action}/${encodeURIComponent(uniqueId)}`;

/**
 * A fresh name for one export. crypto.randomUUID needs a secure context (https or localhost);
 * getRandomValues works everywhere, so a plain-http test server still gets a random id.
 */
export function newExportId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID().replaceAll("-", "");
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export async function generateSheet(segmentId: string, uniqueId: string, lifetime: SheetLifetime, table: SheetRow[]): Promise<void> {
  await apiFetch(base(segmentId, "generate", uniqueId), { body: { excelFileLifeTime: lifetime, table } });
}

export async function emailSheet(segmentId: string, uniqueId: string, body: { email: string; owner: string; docTitle: string }): Promise<void> {
  await apiFetch(base(segmentId, "email", uniqueId), { body });
}

/** The UTF-8 name of a Content-Disposition (filename*=UTF-8''...), if any. */
function dispositionName(header: string | null): string | null {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Fetches the generated file and hands it to the browser as a download (the page stays where it is). */
export async function downloadSheet(segmentId: string, uniqueId: string, fallbackName: string): Promise<void> {
  const response = await fetch(base(segmentId, "download", uniqueId), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`Spreadsheet download answered ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = dispositionName(response.headers.get("content-disposition")) ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

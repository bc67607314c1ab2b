"use client";

import { Icon, type IconProps } from "@/components/ui/icons";
import { ApiError } from "@/lib/client/api";

// "Download PDF": the PDF is fetched first, so a refusal (503: no Chromium on this server, or the
// PDF still being prepared) is shown as the server's own message instead of downloading an error
// page; a PDF is then saved under the name the server gives it.

export const documentPdfUrl = (documentId: string) => `/api/document/${encodeURIComponent(documentId)}/pdf`;

export const PdfIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 3.5H7a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8.5z" />
    <path d="M14 3.5v5h5M12 11.5v5M9.5 14l2.5 2.5 2.5-2.5" />
  </Icon>
);

/** The file name of a Content-Disposition header (its UTF-8 form first), else `fallback`. */
export function dispositionFileName(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed encoding: the plain form below
    }
  }
  return header?.match(/filename="([^"]*)"/i)?.[1] || fallback;
}

async function refusal(response: Response, url: string): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const message = body?.error?.message;
  if (typeof message === "string" && message) {
    return new ApiError({ kind: "server", status: response.status, code: typeof body?.error?.code === "string" ? body.error.code : "UNKNOWN", message, url });
  }
  return new ApiError({ kind: "internal", status: response.status, code: "INTERNAL", message: "Internal server error", url });
}

/** Fetches the PDF at `url` and saves it; throws ApiError (the server's message) when it is refused. */
export async function downloadPdf(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", headers: { "Accept-Language": document.documentElement.lang || "en" } });
  } catch {
    throw new ApiError({ kind: "network", status: 0, code: "NETWORK", message: `Could not connect url: ${url}`, url });
  }
  if (!response.ok || response.headers.get("content-type") !== "application/pdf") throw await refusal(response, url);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = dispositionFileName(response.headers.get("content-disposition"), "document.pdf");
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; the address is freed.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

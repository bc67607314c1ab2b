import { ApiError, SESSION_ENDED_URL } from "@/lib/client/api";

// Uploads go through XMLHttpRequest, which (unlike fetch) reports upload progress. Answers and
// errors are read the way lib/client/api.ts reads them, so useErrorMessage shows the server's text
// ("Max file size limit is 20 MB"). The media library and the document import use it.

export function uploadWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const language = document.documentElement.lang;
    if (language) xhr.setRequestHeader("Accept-Language", language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiError({ kind: "network", status: 0, code: "NETWORK", message: `Could not connect url: ${url}`, url }));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === "object") {
        resolve(body as T);
        return;
      }
      if (xhr.status === 401) {
        window.location.assign(SESSION_ENDED_URL);
        reject(new ApiError({ kind: "session-ended", status: 401, code: "UNAUTHENTICATED", message: "Session ended please login", url }));
        return;
      }
      const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
      if (error && typeof error.message === "string" && error.message) {
        reject(new ApiError({ kind: "server", status: xhr.status, code: typeof error.code === "string" ? error.code : "UNKNOWN", message: error.message, url }));
        return;
      }
      reject(new ApiError({ kind: "internal", status: xhr.status, code: "INTERNAL", message: "Internal server error", url }));
    };
    xhr.send(form);
  });
}

"use client";

import { useRef, useState } from "react";
import { apiFetch } from "./api";
import { useErrorMessage } from "./use-error-message";

/**
 * Upload and removal of one image behind an API path that takes a multipart `file` (POST) and
 * removes it on DELETE, both answering `T` (the profile photo, the workspace logo and favicon).
 * Wire `input` to a hidden file input whose change calls `upload`; `choose` opens its file picker.
 * The input is emptied after each attempt, so picking the same file again still triggers a change.
 * `fields` are sent along with the file (the media library's `purpose`).
 */
export function useImageUpload<T>(url: string, onSaved: (answer: T) => void, fields?: Readonly<Record<string, string>>) {
  const errorText = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function run(request: () => Promise<T>) {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await request());
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  function upload(file: File | undefined) {
    if (!file) return;
    const form = new FormData();
    form.append("file", file);
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    void run(() => apiFetch<T>(url, { body: form }));
  }

  return {
    input,
    busy,
    error,
    upload,
    remove: () => void run(() => apiFetch<T>(url, { method: "DELETE" })),
    choose: () => input.current?.click(),
  };
}

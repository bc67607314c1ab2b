"use client";

import { useState } from "react";
import { apiFetch } from "./api";
import { useErrorMessage } from "./use-error-message";
import { useImageUpload } from "./use-image-upload";

/**
 * useImageUpload plus the media library: the same API path also takes JSON `{ mediaId }` (the
 * profile photo, the workspace logo and favicon), so an image chosen in the ImagePicker is saved the
 * way an upload is and answers the same `T`. `library` drives the picker; the error shown is the
 * one of the latest attempt, whichever way it went.
 */
export function useImageSource<T>(url: string, onSaved: (answer: T) => void) {
  const uploader = useImageUpload<T>(url, onSaved);
  const errorText = useErrorMessage();
  const [picking, setPicking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [pickError, setPickError] = useState<string>();
  const [latest, setLatest] = useState<"upload" | "library">("upload");

  async function save(mediaId: string) {
    setPicking(false);
    setLatest("library");
    setSaving(true);
    setPickError(undefined);
    try {
      onSaved(await apiFetch<T>(url, { body: { mediaId } }));
    } catch (caught) {
      setPickError(errorText(caught));
    } finally {
      setSaving(false);
    }
  }

  return {
    ...uploader,
    busy: uploader.busy || saving,
    error: latest === "library" ? pickError : uploader.error,
    upload: (file: File | undefined) => {
      setLatest("upload");
      uploader.upload(file);
    },
    remove: () => {
      setLatest("upload");
      uploader.remove();
    },
    library: { open: picking, show: () => setPicking(true), close: () => setPicking(false), pick: (mediaId: string) => void save(mediaId) },
  };
}

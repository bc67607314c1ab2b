"use client";

import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent } from "react";
import { isTextEntryTarget } from "@/components/documents/keyboard";
import { matchShortcut, type ShortcutId } from "@/lib/editor/shortcuts";
import { toggleEditorMode } from "./use-editor-modes";
import { usePreviousDocument } from "./use-previous-document";

export interface EditorShortcutOptions {
  /** alt+n */
  onToggleNav: () => void;
  /** alt+p */
  onTogglePresentation: () => void;
  /** alt+h */
  onOpenHelp: () => void;
  /** The open document: alt+b goes to the one opened before it. */
  documentId?: string;
  /** Off while something else owns the keyboard. */
  enabled?: boolean;
}

/**
 * The editor's keyboard shortcuts (workspace spec §2). Navigation, presentation and help are the
 * screen's (callbacks); the modes, /welcome and alt+b are handled here. Nothing fires while a modal
 * dialog is open: the keys belong to the dialog then.
 */
export function useEditorShortcuts({ onToggleNav, onTogglePresentation, onOpenHelp, documentId, enabled = true }: EditorShortcutOptions) {
  const router = useRouter();
  const previousDocument = usePreviousDocument(documentId);

  const run = useEffectEvent((id: ShortcutId) => {
    switch (id) {
      case "toggleExperimental":
        return void toggleEditorMode("experimental");
      case "toggleDebug":
        return void toggleEditorMode("debug");
      case "goToWelcome":
        return router.push("/welcome");
      case "openHelp":
        return onOpenHelp();
      case "backToLastDocument":
        if (previousDocument) router.push(`/document/${previousDocument}`);
        return;
      case "toggleNavigation":
        return onToggleNav();
      case "togglePresentation":
        return onTogglePresentation();
    }
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || document.querySelector("dialog[open]")) return;
      const typing = isTextEntryTarget(event.target);
      const id = matchShortcut(
        {
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          code: event.code,
          repeat: event.repeat,
          altGraph: event.getModifierState?.("AltGraph") ?? false,
        },
        typing,
      );
      if (!id) return;
      // Keep the character Option/Alt would type (π, ˙, ~) out of the text field.
      event.preventDefault();
      run(id);
    }
    // Capture: block editors handle keys on their own elements and must not swallow these first.
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [enabled]);
}

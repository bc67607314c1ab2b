"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { problemsByPath, validateStyle } from "@/components/doc-styles/style-form";
import { isApiError } from "@/lib/client/api";
import type { DocStyleData } from "@/lib/doc-styles/schema";
import type { DocumentView } from "@/lib/documents/view";
import type { StyleAnswer } from "../doc-style-api";
import { draftFrom } from "./customise-draft";

type StyleFields = Pick<DocumentView, "styleData" | "style" | "styleUpToDate">;

interface Session {
  draft: DocStyleData;
  /** The document's style when customising began: Cancel puts it back. */
  before: StyleFields;
  problems: Record<string, string>;
}

/**
 * "Customise" in the Style tab: a draft of the whole style, drawn on the canvas as it changes (one
 * update per frame, however fast a colour picker fires) and saved only when asked; Cancel restores
 * the style the document had.
 */
export function useCustomise(doc: StyleFields & { id: string }, onDocumentChange: (patch: Partial<DocumentView>) => void, apply: (request: () => Promise<StyleAnswer>) => Promise<StyleAnswer | null>) {
  const [session, setSession] = useState<Session | null>(null);
  const [saving, setSaving] = useState(false);
  const frame = useRef<number | null>(null);
  const stopFrame = () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  };
  useEffect(() => stopFrame, []);

  const open = (name: string) => {
    const draft = { ...draftFrom(doc.styleData), name };
    setSession({ draft, before: { styleData: doc.styleData, style: doc.style, styleUpToDate: doc.styleUpToDate }, problems: {} });
  };

  const change = useCallback(
    (draft: DocStyleData) => {
      setSession((current) => (current ? { ...current, draft, problems: {} } : current));
      stopFrame();
      frame.current = requestAnimationFrame(() => {
        frame.current = null;
        onDocumentChange({ styleData: draft });
      });
    },
    [onDocumentChange],
  );

  const cancel = () => {
    stopFrame();
    if (session) onDocumentChange(session.before);
    setSession(null);
  };

  /** Checks the draft as the server would, then saves it with `request`; true once saved. */
  const save = async (request: (draft: DocStyleData) => Promise<StyleAnswer>): Promise<boolean> => {
    if (!session) return false;
    const problems = problemsByPath(validateStyle(session.draft));
    if (Object.keys(problems).length) {
      setSession({ ...session, problems });
      return false;
    }
    stopFrame();
    let refusal: unknown = null;
    setSaving(true);
    const answer = await apply(() =>
      request(session.draft).catch((error: unknown) => {
        refusal = error;
        throw error;
      }),
    ).finally(() => setSaving(false));
    if (answer) {
      setSession(null);
      return true;
    }
    if (isApiError(refusal) && refusal.fields?.length) setSession({ ...session, problems: problemsByPath(refusal.fields) });
    return false;
  };

  return { session, saving, open, change, cancel, save };
}

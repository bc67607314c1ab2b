"use client";

import { useTranslations } from "next-intl";
import { EDITOR_SHORTCUTS } from "@/lib/editor/shortcuts";
import { ShortcutKeys } from "./shortcut-keys";

/** Every editor shortcut with what it does (the learning center's shortcuts article). */
export function EditorShortcutsList() {
  const t = useTranslations("editorShortcuts");
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t("caption")}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t("keysColumn")}</th>
          <th scope="col">{t("actionColumn")}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {EDITOR_SHORTCUTS.map((shortcut) => (
          <tr key={shortcut.id}>
            <td className="py-2 pr-4 align-top whitespace-nowrap">
              <ShortcutKeys id={shortcut.id} />
            </td>
            <td className="py-2 text-ink-700">{t(`actions.${shortcut.id}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

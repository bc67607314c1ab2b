"use client";

import { useTranslations } from "next-intl";
import { Fragment, useSyncExternalStore } from "react";
import { EDITOR_SHORTCUTS, shortcutKeys, type ShortcutId } from "@/lib/editor/shortcuts";

const noSubscription = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The keys of one editor shortcut as <kbd> caps; modifiers are named as the keyboard prints them (Strg, Option...). */
export function ShortcutKeys({ id }: { id: ShortcutId }) {
  const t = useTranslations("editorShortcuts.keys");
  // Apple keyboards print Option (⌥) and Control (⌃); decided after hydration, "Alt" on the server.
  const apple = useSyncExternalStore(noSubscription, isApple, () => false);
  const shortcut = EDITOR_SHORTCUTS.find((candidate) => candidate.id === id);
  if (!shortcut) return null;
  const name = (key: string) => (key === "ctrl" ? t(apple ? "ctrlApple" : "ctrl") : key === "alt" ? t(apple ? "altApple" : "alt") : key);
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      {shortcutKeys(shortcut).map((key, index) => (
        <Fragment key={key}>
          {index > 0 && (
            <span aria-hidden="true" className="text-ink-500">
              +
            </span>
          )}
          <kbd className="rounded border border-ink-300 bg-ink-50 px-1.5 py-0.5 font-mono text-xs text-ink-800 shadow-[0_1px_0_var(--color-ink-300)]">
            {name(key)}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui";
import { ShortcutKeys } from "../dialogs/shortcut-keys";
import { PlayIcon } from "./icons";

/** The Present tab: one large button, and how presenting ends. */
export function PresentTab({ onStartPresentation }: { onStartPresentation: () => void }) {
  const t = useTranslations("editorPanel.present");
  return (
    <div className="flex flex-col gap-4 p-4">
      <p className="text-sm leading-6 text-ink-600">{t("intro")}</p>
      <Button size="lg" fullWidth leadingIcon={<PlayIcon className="size-5" />} onClick={onStartPresentation}>
        {t("start")}
      </Button>
      <ul className="flex flex-col gap-2 text-[0.8125rem] leading-5 text-ink-500">
        <li className="flex flex-wrap items-center gap-1.5">
          {t.rich("shortcut", { keys: () => <ShortcutKeys id="togglePresentation" /> })}
        </li>
        <li>{t("howToEnd")}</li>
      </ul>
    </div>
  );
}

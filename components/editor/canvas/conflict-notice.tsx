"use client";

import { useTranslations } from "next-intl";
import { Alert, Button } from "@/components/ui";

/** A save was refused because another tab saved this block first: the user chooses, nothing is overwritten silently. */
export function ConflictNotice({ onChoose }: { onChoose: (choice: "mine" | "theirs") => void }) {
  const t = useTranslations("editor.conflict");
  return (
    <Alert tone="warning" title={t("title")} className="mb-2">
      <p>{t("text")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => onChoose("mine")}>
          {t("keepMine")}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onChoose("theirs")}>
          {t("useTheirs")}
        </Button>
      </div>
    </Alert>
  );
}

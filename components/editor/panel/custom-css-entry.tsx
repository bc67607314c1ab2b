"use client";

import { useTranslations } from "next-intl";
import { Badge, Button } from "@/components/ui";

/** Whether the document has custom CSS, and the button to the editor dialog. */
export function CustomCssEntry({ customCss, readOnly, onOpen }: { customCss: string | null; readOnly: boolean; onOpen: () => void }) {
  const t = useTranslations("editorPanel.customCss");
  const active = Boolean(customCss?.trim());
  return (
    <div className="flex items-center justify-between gap-3">
      {active ? (
        <Badge tone="accent" dot>
          {t("active", { count: customCss?.length ?? 0 })}
        </Badge>
      ) : (
        <span className="text-sm text-ink-500">{t("none")}</span>
      )}
      <Button variant="secondary" size="sm" onClick={onOpen} disabled={readOnly}>
        {t("open")}
      </Button>
    </div>
  );
}

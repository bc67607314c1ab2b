"use client";

import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Button } from "@/components/ui";
import { Icon, type IconProps } from "@/components/ui/icons";

const PanelRightIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M15 4v16M17.5 8h1M17.5 11h1" />
  </Icon>
);

/** Shows and hides the right panel (beside the page or over it): the toolbar's last button. */
export function PanelToggle({ ref, open, controls, onToggle }: { ref?: Ref<HTMLButtonElement>; open: boolean; controls: string; onToggle: () => void }) {
  const t = useTranslations("editor.toolbar");
  const tPanel = useTranslations("editorPanel");
  return (
    <Button
      ref={ref}
      variant={open ? "ghost" : "secondary"}
      size="sm"
      aria-label={tPanel("label")}
      aria-expanded={open}
      aria-controls={controls}
      title={open ? t("panelHide") : t("panelShow")}
      onClick={onToggle}
      className="px-2"
    >
      <PanelRightIcon />
    </Button>
  );
}

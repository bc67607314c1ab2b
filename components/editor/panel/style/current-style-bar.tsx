"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { StyleSwatches } from "@/components/doc-styles/style-swatches";
import { Button, Icon, type IconProps } from "@/components/ui";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import type { CurrentStyle } from "./current-style";

export interface CurrentStyleBarProps {
  current: CurrentStyle;
  /** Opens the colour and font controls; absent for readers. */
  onCustomise: (() => void) | null;
  /** Below the name: the workspace style's up-to-date notice. */
  children?: ReactNode;
}

const SlidersIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);

/** The document's style at the top of the Style tab: its colours and face, its name, where it comes from, and "Customise". */
export function CurrentStyleBar({ current, onCustomise, children }: CurrentStyleBarProps) {
  const t = useTranslations("editorPanel.stylePresets");
  const origin = { workspace: t("originWorkspace"), preset: t("originPreset"), own: t("originOwn"), none: null }[current.kind];
  const name = current.kind === "none" ? t("originNone") : current.name;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-ink-50/60 p-3">
      <div className="flex min-w-0 items-center gap-3">
        <StyleSwatches style={current.kind !== "none" && current.style ? current.style : DEFAULT_DOC_STYLE} />
        <div className="min-w-0 flex-1">
          <p className="text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">{t("current")}</p>
          <p className="truncate text-sm font-semibold text-ink-900" title={name}>
            {name}
          </p>
          {origin && <p className="truncate text-xs text-ink-500">{origin}</p>}
        </div>
      </div>
      {children}
      {onCustomise && (
        <Button size="sm" variant="secondary" fullWidth leadingIcon={<SlidersIcon />} onClick={onCustomise}>
          {t("customise")}
        </Button>
      )}
    </div>
  );
}

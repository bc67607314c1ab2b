"use client";

import { useTranslations } from "next-intl";
import { ToolbarNumber } from "../../editor-ui";
import { ToolbarColor, ToolbarStepper } from "./controls";
import type { OverlaySettings } from "./definition";
import { OVERLAY_WIDTH, overlayWidthDown, overlayWidthUp } from "./overlay-width";

const PADDINGS = ["paddingTop", "paddingRight", "paddingBottom", "paddingLeft"] as const;

/** The caption overlay's box: paddings and border (0-20 px), border colour, and width in the spec's steps. */
export function OverlayPanel({ id, settings, onChange }: { id: string; settings: OverlaySettings; onChange: (settings: OverlaySettings) => void }) {
  const t = useTranslations("blocks.image.overlay");
  const set = (patch: Partial<OverlaySettings>) => onChange({ ...settings, ...patch });
  return (
    <fieldset id={id} className="page-chrome flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-ink-200 bg-ink-50 p-3">
      <legend className="px-1 text-xs font-medium text-ink-700">{t("title")}</legend>
      {PADDINGS.map((key) => (
        <ToolbarNumber key={key} label={t(key)} value={settings[key]} min={0} max={20} onChange={(value) => set({ [key]: value })} />
      ))}
      <ToolbarNumber label={t("borderThickness")} value={settings.borderThickness} min={0} max={20} onChange={(borderThickness) => set({ borderThickness })} />
      <ToolbarColor label={t("borderColor")} value={settings.borderColor} onChange={(borderColor) => set({ borderColor })} />
      <ToolbarStepper
        label={t("width")}
        value={settings.width}
        display={`${settings.width}%`}
        decreaseLabel={t("narrower")}
        increaseLabel={t("wider")}
        canDecrease={settings.width > OVERLAY_WIDTH.min}
        canIncrease={settings.width < OVERLAY_WIDTH.max}
        onDecrease={() => set({ width: overlayWidthDown(settings.width) })}
        onIncrease={() => set({ width: overlayWidthUp(settings.width) })}
      />
    </fieldset>
  );
}

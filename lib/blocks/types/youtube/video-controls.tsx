"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { TextField } from "@/components/ui";
import { BlockToolbar, ToolbarNumber, ToolbarToggleGroup } from "../../editor-ui";
import { clampVideoWidth, VIDEO_HEIGHT, VIDEO_WIDTH } from "../../video-url";

// Editor controls both video blocks share (youtube and vimeo): the address field, the width, and
// the whole editor layout around them.

/**
 * The video address. What is typed stays in the field; only an address `toStored` accepts (or an
 * empty field, which clears the video) is reported, so an invalid address is never saved. A stored
 * value changed elsewhere (undo, another tab) replaces the draft unless the draft already means it.
 */
export function VideoUrlField({
  label,
  hint,
  invalidMessage,
  value,
  toStored,
  onChange,
}: {
  label: string;
  hint: string;
  invalidMessage: string;
  value: string | null;
  toStored: (raw: string) => string | null;
  onChange: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? "");
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? "") !== draft && value !== toStored(draft)) setDraft(value ?? "");
  }
  const invalid = draft.trim() !== "" && toStored(draft) === null;
  return (
    <TextField
      label={label}
      hint={hint}
      error={invalid ? invalidMessage : undefined}
      type="url"
      inputMode="url"
      value={draft}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === "") {
          if (value !== null) onChange(null);
          return;
        }
        const stored = toStored(text);
        if (stored !== null && stored !== value) onChange(stored);
      }}
    />
  );
}

type WidthUnit = "%" | "px";

/** The width as a unit toggle and a number clamped to the unit's range (10-100 % or 200-1600 px). */
export function VideoWidthControl({
  label,
  unitLabel,
  percentLabel,
  pixelsLabel,
  value,
  onChange,
}: {
  label: string;
  unitLabel: string;
  percentLabel: string;
  pixelsLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const unit: WidthUnit = value.endsWith("px") ? "px" : "%";
  const amount = Number.parseFloat(value);
  const [min, max] = unit === "%" ? [VIDEO_WIDTH.minPercent, VIDEO_WIDTH.maxPercent] : [VIDEO_WIDTH.minPx, VIDEO_WIDTH.maxPx];
  return (
    <>
      <ToolbarToggleGroup
        label={unitLabel}
        value={unit}
        options={[
          { value: "%", label: percentLabel },
          { value: "px", label: pixelsLabel },
        ]}
        // Switching units starts from a size that fits the column: full width, or a common player width.
        onChange={(next) => next !== unit && onChange(next === "%" ? VIDEO_WIDTH.fallback : "640px")}
      />
      <ToolbarNumber
        label={label}
        value={Number.isFinite(amount) ? amount : max}
        min={min}
        max={max}
        step={unit === "%" ? 5 : 10}
        onChange={(next) => onChange(clampVideoWidth(`${next}${unit}`))}
      />
    </>
  );
}

/**
 * The editor both video blocks show: the address field, a toolbar with the block's own controls
 * (`children`: YouTube's start time) then width and height, and the preview. Texts come from the
 * block's messages (`blocks.youtube` or `blocks.vimeo`, which have the same keys).
 */
export function VideoEditorLayout({
  messages,
  url,
  toStored,
  onUrl,
  size,
  onSize,
  preview,
  children,
}: {
  messages: "blocks.youtube" | "blocks.vimeo";
  url: string | null;
  toStored: (raw: string) => string | null;
  onUrl: (url: string | null) => void;
  size: { width: string; height: number };
  onSize: (patch: { width?: string; height?: number }) => void;
  preview: ReactNode;
  children?: ReactNode;
}) {
  const t = useTranslations(messages as "blocks.vimeo");
  return (
    <div className="flex flex-col gap-3">
      <VideoUrlField label={t("url")} hint={t("urlHint")} invalidMessage={t("urlInvalid")} value={url} toStored={toStored} onChange={onUrl} />
      <BlockToolbar label={t("toolbar")}>
        {children}
        <VideoWidthControl
          label={t("width")}
          unitLabel={t("widthUnit")}
          percentLabel={t("widthUnits.percent")}
          pixelsLabel={t("widthUnits.pixels")}
          value={size.width}
          onChange={(width) => onSize({ width })}
        />
        <ToolbarNumber
          label={t("height")}
          value={size.height}
          min={VIDEO_HEIGHT.min}
          max={VIDEO_HEIGHT.max}
          step={10}
          onChange={(height) => onSize({ height: Math.round(height) })}
        />
      </BlockToolbar>
      {preview}
    </div>
  );
}

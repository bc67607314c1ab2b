"use client";

import { useTranslations } from "next-intl";
import { Button, Switch, TextareaField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarSelect } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { moveItem } from "../../list-edit";
import { ToolbarColor } from "../image/controls";
import { DEFAULT_MOODBOARD_COLORS, MOODBOARD_LAYOUTS, MOODBOARD_LIMITS, type MoodboardContent, type MoodboardMeta } from "./definition";
import { MoodboardView } from "./view";

const SECTION = "page-chrome flex flex-col gap-2 rounded-lg border border-ink-200 bg-ink-50 p-3";

export function MoodboardEditor({ block, context, readOnly, onChange }: BlockEditorProps<MoodboardContent, MoodboardMeta>) {
  const t = useTranslations("blocks.moodboard");
  const meta = block.metaData;
  const content = block.content;
  const setMeta = (patch: Partial<MoodboardMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const setContent = (patch: Partial<MoodboardContent>) => onChange({ content: { ...content, ...patch } });
  const setImages = (imageIds: string[]) => setContent({ imageIds });
  const setColors = (colors: string[]) => setMeta({ colors });
  const preview = <MoodboardView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <BlockToolbar label={t("toolbar")}>
        <ToolbarSelect
          label={t("layout")}
          value={meta.layoutType}
          options={MOODBOARD_LAYOUTS.map((layout) => ({ value: layout, label: t(`layouts.${layout}`) }))}
          onChange={(layoutType) => setMeta({ layoutType })}
        />
        <Switch label={t("showText")} checked={meta.showText} onChange={(event) => setMeta({ showText: event.target.checked })} />
        <Switch
          label={t("showColorBoxes")}
          checked={meta.showColorBoxes}
          onChange={(event) => setMeta({ showColorBoxes: event.target.checked })}
        />
        <fieldset disabled={!meta.showColorBoxes} className="contents">
          <ToolbarNumber
            label={t("colorBoxCount")}
            value={meta.colorBoxCount}
            min={MOODBOARD_LIMITS.colorBoxes.min}
            max={MOODBOARD_LIMITS.colorBoxes.max}
            onChange={(colorBoxCount) => setMeta({ colorBoxCount: Math.round(colorBoxCount) })}
          />
        </fieldset>
        <Switch
          label={t("roundedBorders")}
          checked={meta.roundedBorders}
          onChange={(event) => setMeta({ roundedBorders: event.target.checked })}
        />
        <Switch
          label={t("showBackgroundPattern")}
          checked={meta.showBackgroundPattern}
          onChange={(event) => setMeta({ showBackgroundPattern: event.target.checked })}
        />
      </BlockToolbar>
      {preview}
      <fieldset className={SECTION}>
        <legend className="px-1 text-xs font-medium text-ink-700">{t("colors")}</legend>
        <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
          {meta.colors.map((color, index) => (
            <li key={index} className="inline-flex items-center gap-1">
              <ToolbarColor label={t("colorLabel", { number: index + 1 })} value={color} onChange={(value) => setColors(meta.colors.map((c, i) => (i === index ? value.toLowerCase() : c)))} />
              <Button
                variant="ghost"
                size="sm"
                disabled={meta.colors.length <= MOODBOARD_LIMITS.colors.min}
                aria-label={t("removeColor", { number: index + 1 })}
                onClick={() => setColors(meta.colors.filter((_, i) => i !== index))}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={meta.colors.length >= MOODBOARD_LIMITS.colors.max}
            onClick={() => setColors([...meta.colors, DEFAULT_MOODBOARD_COLORS[meta.colors.length % DEFAULT_MOODBOARD_COLORS.length]])}
          >
            {t("addColor")}
          </Button>
        </div>
      </fieldset>
      <fieldset className={SECTION}>
        <legend className="px-1 text-xs font-medium text-ink-700">{t("images", { count: content.imageIds.length, max: MOODBOARD_LIMITS.images })}</legend>
        {content.imageIds.length > 0 && (
          <ol className="m-0 grid list-none grid-cols-2 gap-2 p-0 sm:grid-cols-4">
            {content.imageIds.map((id, index) => (
              <li key={`${id}-${index}`} className="flex flex-col gap-1 rounded-md border border-ink-200 bg-white p-1.5">
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a workspace media file */}
                <img src={context.mediaUrl(id)} alt={t("imageNumber", { number: index + 1 })} className="block aspect-square w-full rounded object-cover" />
                <div className="flex flex-wrap gap-1">
                  <Button variant="ghost" size="sm" disabled={index === 0} aria-label={t("moveEarlier", { number: index + 1 })} onClick={() => setImages(moveItem(content.imageIds, index, index - 1))}>
                    <span aria-hidden="true">←</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === content.imageIds.length - 1}
                    aria-label={t("moveLater", { number: index + 1 })}
                    onClick={() => setImages(moveItem(content.imageIds, index, index + 1))}
                  >
                    <span aria-hidden="true">→</span>
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={t("removeImage", { number: index + 1 })} onClick={() => setImages(content.imageIds.filter((_, i) => i !== index))}>
                    {t("remove")}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <ImageChooser
          teamId={context.teamId}
          value={null}
          disabled={content.imageIds.length >= MOODBOARD_LIMITS.images}
          labels={{ choose: t("addImage") }}
          onChange={(id) => {
            if (id) setImages([...content.imageIds, id]);
          }}
        />
      </fieldset>
      <TextareaField label={t("text")} value={content.text} rows={3} maxLength={MOODBOARD_LIMITS.text} onChange={(event) => setContent({ text: event.target.value })} />
    </div>
  );
}

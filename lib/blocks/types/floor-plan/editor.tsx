"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/ui";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { FLOOR_PLAN_LIMITS, type FloorPlanContent, type FloorPlanMeta } from "./definition";
import { FloorPlanView } from "./view";

// The floor plan's editor: the image (uploads here are stored in high resolution, up to 4000x4000;
// a library image can be chosen too), the height of the zoomable area and the caption.

export function FloorPlanEditor({ block, context, readOnly, onChange }: BlockEditorProps<FloorPlanContent, FloorPlanMeta>) {
  const t = useTranslations("blocks.floor-plan");
  const content = block.content;
  const setContent = (patch: Partial<FloorPlanContent>) => onChange({ content: { ...content, ...patch } });
  const preview = <FloorPlanView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      <BlockToolbar label={t("toolbar")}>
        <ImageChooser teamId={context.teamId} value={content.imageId} uploadPurpose="floorPlan" onChange={(imageId) => setContent({ imageId })} />
        <ToolbarNumber
          label={t("height")}
          value={block.metaData.height}
          min={FLOOR_PLAN_LIMITS.height.min}
          max={FLOOR_PLAN_LIMITS.height.max}
          step={50}
          onChange={(height) => onChange({ metaData: { ...block.metaData, height: Math.round(height) } })}
        />
      </BlockToolbar>
      {preview}
      <TextField
        label={t("caption")}
        hint={t("captionHint")}
        value={content.caption}
        maxLength={FLOOR_PLAN_LIMITS.caption}
        containerClassName="page-chrome"
        onChange={(event) => setContent({ caption: event.target.value })}
      />
    </div>
  );
}

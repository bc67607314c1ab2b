"use client";

import { useTranslations } from "next-intl";
import { ALIGNMENTS } from "../../constants";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarToggleGroup } from "../../editor-ui";
import { ImageChooser } from "../../image-picker";
import { LOGO_SIZE, type LogoImageContent, type LogoImageMeta } from "./definition";
import { LogoImageView } from "./view";

export function LogoImageEditor({ block, context, readOnly, onChange }: BlockEditorProps<LogoImageContent, LogoImageMeta>) {
  const t = useTranslations("blocks");
  const meta = block.metaData;
  if (readOnly) return <LogoImageView block={block} context={context} />;
  const setMeta = (patch: Partial<LogoImageMeta>) => onChange({ metaData: { ...meta, ...patch } });
  return (
    <div className="flex flex-col gap-2">
      <BlockToolbar label={t("logo-image.toolbar")}>
        <ImageChooser
          teamId={context.teamId}
          value={block.content}
          onChange={(content) => onChange({ content })}
          labels={{ choose: t("logo-image.useOther"), replace: t("logo-image.replace"), remove: t("logo-image.useWorkspaceLogo") }}
        />
        <ToolbarNumber label={t("logo-image.size")} value={meta.size} min={LOGO_SIZE.min} max={LOGO_SIZE.max} step={10} onChange={(size) => setMeta({ size: Math.round(size) })} />
        <ToolbarToggleGroup
          label={t("common.align")}
          value={meta.align}
          options={ALIGNMENTS.map((align) => ({ value: align, label: t(`common.alignOptions.${align}`) }))}
          onChange={(align) => setMeta({ align })}
        />
      </BlockToolbar>
      <LogoImageView block={block} context={context} />
      {!block.content && context.team.logoId && <p className="text-xs text-ink-500">{t("logo-image.showingWorkspaceLogo")}</p>}
    </div>
  );
}

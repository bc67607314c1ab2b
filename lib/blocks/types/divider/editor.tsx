"use client";

import { useTranslations } from "next-intl";
import type { BlockEditorProps } from "../../definition";
import { BlockToolbar, ToolbarNumber, ToolbarToggleGroup } from "../../editor-ui";
import { DividerArt } from "./art";
import type { DividerContent, DividerMeta } from "./definition";
import { DIVIDER_TYPE_NAMES, dividerGraphic } from "./graphics";
import { DividerView } from "./view";

/** <input type="color"> only takes #rrggbb; stored colours may be #rgb. */
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex);

export function DividerEditor({ block, context, readOnly, onChange }: BlockEditorProps<DividerContent, DividerMeta>) {
  const t = useTranslations("blocks.divider");
  const meta = block.metaData;
  const update = (patch: Partial<DividerMeta>) => onChange({ metaData: { ...meta, ...patch } });
  const preview = <DividerView block={block} context={context} />;
  if (readOnly) return preview;

  return (
    <div className="flex flex-col gap-3">
      {preview}
      <BlockToolbar label={t("toolbar")}>
        <ToolbarToggleGroup
          label={t("color")}
          value={meta.autoColor ? "auto" : "custom"}
          options={[
            { value: "auto", label: t("colorOptions.auto") },
            { value: "custom", label: t("colorOptions.custom") },
          ]}
          onChange={(choice) => update({ autoColor: choice === "auto" })}
        />
        {!meta.autoColor && (
          <label className="inline-flex items-center gap-1.5 text-xs text-ink-600">
            <span>{t("customColor")}</span>
            <input
              type="color"
              value={longHex(meta.customColor)}
              onChange={(event) => update({ customColor: event.target.value.toLowerCase() })}
              className="h-7 w-9 cursor-pointer rounded-md border border-ink-200 bg-white p-0.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
            />
          </label>
        )}
        <ToolbarNumber label={t("thickness")} value={meta.thickness} min={1} max={10} onChange={(thickness) => update({ thickness: Math.round(thickness) })} />
        <ToolbarNumber
          label={t("opacity")}
          value={Math.round(meta.opacity * 100)}
          min={10}
          max={100}
          step={5}
          onChange={(percent) => update({ opacity: Math.round(percent) / 100 })}
        />
        <ToolbarNumber label={t("verPadding")} value={meta.verPadding} min={0} max={100} onChange={(verPadding) => update({ verPadding: Math.round(verPadding) })} />
        <ToolbarNumber label={t("horPadding")} value={meta.horPadding} min={0} max={300} onChange={(horPadding) => update({ horPadding: Math.round(horPadding) })} />
      </BlockToolbar>
      <fieldset className="page-chrome min-w-0">
        <legend className="mb-1.5 text-xs font-medium text-ink-600">{t("style")}</legend>
        {/* Native radios: arrow keys move between styles, Tab leaves the group. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))] gap-1.5" style={{ color: meta.autoColor ? undefined : meta.customColor }}>
          {DIVIDER_TYPE_NAMES.map((name) => (
            <label
              key={name}
              className="flex cursor-pointer flex-col gap-1.5 rounded-lg border border-ink-200 bg-white px-2 pt-2.5 pb-1.5 hover:border-ink-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name={`divider-style-${block.id}`}
                value={name}
                checked={meta.typeName === name}
                onChange={() => update({ typeName: name })}
                className="sr-only"
              />
              <span className="flex h-8 flex-col justify-center overflow-hidden">
                <DividerArt graphic={dividerGraphic(name) ?? null} thickness={Math.min(meta.thickness, 3)} />
              </span>
              <span className="truncate text-center text-[0.6875rem] text-ink-600">{t(`graphics.${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

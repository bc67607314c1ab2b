import type { BlockViewProps } from "../../definition";
import { DividerArt } from "./art";
import type { DividerContent, DividerMeta } from "./definition";
import { dividerGraphic } from "./graphics";

export function DividerView({ block }: BlockViewProps<DividerContent, DividerMeta>) {
  const meta = block.metaData;
  return (
    <div
      role="separator"
      className="doc-divider"
      // Without a colour of its own the divider takes the style's first accent, else the text colour.
      style={{ padding: `${meta.verPadding}px ${meta.horPadding}px`, color: meta.autoColor ? "var(--doc-accent1, currentColor)" : meta.customColor }}
    >
      <div style={{ opacity: meta.opacity }}>
        <DividerArt graphic={dividerGraphic(meta.typeName) ?? null} thickness={meta.thickness} />
      </div>
    </div>
  );
}

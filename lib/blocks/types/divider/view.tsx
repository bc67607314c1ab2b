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
      // Without a colour of its own the divider inherits the document's text colour (currentColor).
      style={{ padding: `${meta.verPadding}px ${meta.horPadding}px`, color: meta.autoColor ? undefined : meta.customColor }}
    >
      <div style={{ opacity: meta.opacity }}>
        <DividerArt graphic={dividerGraphic(meta.typeName) ?? null} thickness={meta.thickness} />
      </div>
    </div>
  );
}

import type { BlockViewProps } from "../../definition";
import { imageAttributes } from "../../media-image";
import { MissingImage } from "../image/missing-image";
import type { LogoImageContent, LogoImageMeta } from "./definition";

const JUSTIFY = { left: "justify-start", center: "justify-center", right: "justify-end" } as const;

export function LogoImageView({ block, context }: BlockViewProps<LogoImageContent, LogoImageMeta>) {
  const logoId = block.content ?? context.team.logoId;
  if (!logoId) return context.mode === "editor" ? <MissingImage label={context.labels.logoMissing} /> : null;
  return (
    <div className={`flex ${JUSTIFY[block.metaData.align]}`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- rendered to static HTML for the share view; URLs come from the context */}
      <img
        // Shown at the chosen size (px), whatever the screen.
        {...imageAttributes(context, logoId, `${block.metaData.size}px`)}
        // A logo's alt text is the name it stands for.
        alt={context.team.name}
        loading="lazy"
        decoding="async"
        className="block h-auto max-w-full"
        style={{ width: block.metaData.size }}
      />
    </div>
  );
}

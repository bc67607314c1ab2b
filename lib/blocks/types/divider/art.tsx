import type { DividerGraphic } from "./graphics";

// Draws one divider style in currentColor (no hooks: the view renders it on the server and the
// editor's style picker shows the same drawing). Decorative: the divider itself is the separator.

/** Strokes of ornaments never go below 1.5 px: thinner curls look broken at a 24 px height. */
const ornamentStroke = (thickness: number) => Math.max(1.5, thickness);

function Rule({ thickness }: { thickness: number }) {
  return <span aria-hidden="true" className="block min-w-0 flex-1" style={{ borderTop: `${thickness}px solid currentColor` }} />;
}

function RulesArt({ rules, thickness }: { rules: readonly number[]; thickness: number }) {
  const gap = Math.max(2, thickness * 1.5);
  // Each rule starts below the ones before it and their gaps.
  const rects = rules.map((weight, index) => ({
    y: rules.slice(0, index).reduce((top, above) => top + above * thickness + gap, 0),
    height: weight * thickness,
  }));
  const last = rects[rects.length - 1];
  const height = last ? last.y + last.height : thickness;
  return (
    <svg aria-hidden="true" focusable="false" width="100%" height={height} className="block" fill="currentColor">
      {rects.map((rect) => (
        <rect key={rect.y} x="0" y={rect.y} width="100%" height={rect.height} />
      ))}
    </svg>
  );
}

export function DividerArt({ graphic, thickness }: { graphic: DividerGraphic | null; thickness: number }) {
  if (!graphic) return <Rule thickness={thickness} />;
  if (graphic.kind === "rules") return <RulesArt rules={graphic.rules} thickness={thickness} />;
  const { width, height } = graphic;
  const art = (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="block h-auto max-w-full shrink"
      fill="none"
      stroke="currentColor"
      strokeWidth={ornamentStroke(thickness)}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {graphic.shapes.map((shape, index) => {
        const paint = shape.fill ? { fill: "currentColor", stroke: "none" } : {};
        return (
          <g key={index}>
            <path d={shape.d} {...paint} />
            {shape.mirror && <path d={shape.d} transform={`translate(${width} 0) scale(-1 1)`} {...paint} />}
          </g>
        );
      })}
    </svg>
  );
  if (!graphic.flank) return <div className="flex justify-center">{art}</div>;
  return (
    <div className={`flex items-center ${graphic.joined ? "" : "gap-2"}`}>
      <Rule thickness={thickness} />
      {art}
      <Rule thickness={thickness} />
    </div>
  );
}

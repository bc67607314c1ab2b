// The divider's 22 graphics (spec §9: "22 graphics plus a plain line"), as data: each is drawn in
// currentColor, so the document's text colour or the block's custom colour paints it.
//   rules     full-width stacked lines; the weights multiply the block's thickness;
//   ornament  a centred drawing at 1 user unit = 1 px; with `flank`, rules of the block's
//             thickness run from it to both edges (touching it when `joined`). Shapes are
//             stroked unless `fill`; a `mirror` shape is drawn again reflected about the
//             vertical centre line.
// Small geometry helpers build the regular shapes (circles, stars, leaves) once, at load time.

export interface OrnamentShape {
  d: string;
  fill?: boolean;
  mirror?: boolean;
}

export type DividerGraphic =
  | { name: string; kind: "rules"; rules: readonly number[] }
  | { name: string; kind: "ornament"; width: number; height: number; flank: boolean; joined?: boolean; shapes: readonly OrnamentShape[] };

const r2 = (value: number) => Math.round(value * 100) / 100;
const point = (x: number, y: number) => `${r2(x)} ${r2(y)}`;
const polar = (cx: number, cy: number, radius: number, degrees: number): [number, number] => {
  const angle = (degrees * Math.PI) / 180;
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
};

const circle = (cx: number, cy: number, r: number) => `M${point(cx - r, cy)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5) =>
  Array.from({ length: points * 2 }, (_, index) => {
    const [x, y] = polar(cx, cy, index % 2 ? inner : outer, -90 + (index * 180) / points);
    return `${index ? "L" : "M"}${point(x, y)}`;
  }).join("") + "Z";

/** An almond leaf from (x, y) pointing at `degrees`. */
const leaf = (x: number, y: number, degrees: number, length: number, width: number) => {
  const [tipX, tipY] = polar(x, y, length, degrees);
  const [midX, midY] = polar(x, y, length / 2, degrees);
  const [sideAX, sideAY] = polar(midX, midY, width, degrees + 90);
  const [sideBX, sideBY] = polar(midX, midY, width, degrees - 90);
  return `M${point(x, y)}Q${point(sideAX, sideAY)} ${point(tipX, tipY)}Q${point(sideBX, sideBY)} ${point(x, y)}Z`;
};

const repeat = (count: number, draw: (index: number) => string) => Array.from({ length: count }, (_, index) => draw(index)).join("");

/** Six spokes through (cx, cy). */
const asterisk = (cx: number, cy: number, r: number) =>
  [90, 30, 150].map((degrees) => `M${point(...polar(cx, cy, r, degrees))}L${point(...polar(cx, cy, r, degrees + 180))}`).join("");

/** Leaves along the quadratic curve p0-c-p1, on both sides, leaning towards p1. */
const laurelLeaves = (p0: [number, number], c: [number, number], p1: [number, number], count: number) =>
  repeat(count, (index) => {
    const t = 0.14 + (index * 0.8) / (count - 1);
    const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t ** 2 * p1[0];
    const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t ** 2 * p1[1];
    const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
    const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
    const heading = (Math.atan2(dy, dx) * 180) / Math.PI;
    const size = 10 - index * 0.5;
    return leaf(x, y, heading - 34, size, 3.3) + leaf(x, y, heading + 34, size, 3.3);
  });

export const DIVIDER_GRAPHICS = [
  { name: "double-line", kind: "rules", rules: [1, 1] },
  { name: "thick-thin", kind: "rules", rules: [3, 1] },
  {
    name: "diamond",
    kind: "ornament",
    width: 24,
    height: 24,
    flank: true,
    shapes: [{ d: "M12 3L21 12L12 21L3 12Z" }, { d: "M12 8L16 12L12 16L8 12Z", fill: true }],
  },
  {
    name: "diamonds",
    kind: "ornament",
    width: 56,
    height: 24,
    flank: true,
    shapes: [{ d: "M8 8L12 12L8 16L4 12ZM28 4L36 12L28 20L20 12ZM48 8L52 12L48 16L44 12Z", fill: true }],
  },
  {
    name: "dots",
    kind: "ornament",
    width: 72,
    height: 12,
    flank: false,
    shapes: [{ d: circle(12, 6, 3) + circle(36, 6, 3) + circle(60, 6, 3), fill: true }],
  },
  {
    name: "ring",
    kind: "ornament",
    width: 24,
    height: 24,
    flank: true,
    shapes: [{ d: circle(12, 12, 7) }, { d: circle(12, 12, 2.5), fill: true }],
  },
  { name: "star", kind: "ornament", width: 28, height: 28, flank: true, shapes: [{ d: star(14, 14.8, 11, 4.6), fill: true }] },
  {
    name: "stars",
    kind: "ornament",
    width: 96,
    height: 24,
    flank: false,
    shapes: [{ d: star(16, 12.8, 6, 2.5) + star(48, 12.8, 9.5, 4) + star(80, 12.8, 6, 2.5), fill: true }],
  },
  {
    name: "asterism",
    kind: "ornament",
    width: 48,
    height: 32,
    flank: false,
    shapes: [{ d: asterisk(24, 9, 5) + asterisk(15, 23, 5) + asterisk(33, 23, 5) }],
  },
  {
    name: "heart",
    kind: "ornament",
    width: 28,
    height: 24,
    flank: true,
    shapes: [{ d: "M14 20.5C4.5 14 3.5 8.5 6 6S12 4.5 14 8.5C16 4.5 19.5 3.5 22 6S23.5 14 14 20.5Z", fill: true }],
  },
  { name: "wave", kind: "ornament", width: 192, height: 16, flank: false, shapes: [{ d: "M0 8q8 -10 16 0" + repeat(11, () => "t16 0") }] },
  { name: "zigzag", kind: "ornament", width: 192, height: 16, flank: false, shapes: [{ d: "M0 12" + repeat(12, () => "l8 -8l8 8") }] },
  { name: "scallops", kind: "ornament", width: 192, height: 16, flank: false, shapes: [{ d: "M0 4" + repeat(12, () => "a8 8 0 0 0 16 0") }] },
  {
    name: "vine",
    kind: "ornament",
    width: 200,
    height: 24,
    flank: false,
    shapes: [
      { d: "M10 12H190" },
      { d: repeat(8, (index) => leaf(22 + index * 22, 12, index % 2 ? 40 : -40, 12, 3.8)), fill: true },
      { d: circle(6, 12, 2) + circle(194, 12, 2), fill: true },
    ],
  },
  {
    name: "laurel",
    kind: "ornament",
    width: 160,
    height: 32,
    flank: false,
    shapes: [
      { d: "M76 25Q44 27 14 11", mirror: true },
      { d: laurelLeaves([76, 25], [44, 27], [14, 11], 6), fill: true, mirror: true },
      { d: circle(80, 25, 2), fill: true },
    ],
  },
  {
    name: "flourish",
    kind: "ornament",
    width: 200,
    height: 28,
    flank: false,
    shapes: [
      { d: "M94 14C72 14 54 21 34 16C24 13.5 16 11 6 13", mirror: true },
      { d: "M94 14C88 7 78 5 73 9.5C69 13.5 73 18.5 77.5 16.5C80.5 15 80 11.5 77 11.5", mirror: true },
      { d: "M100 8.5L104.5 14L100 19.5L95.5 14Z", fill: true },
      { d: circle(6, 13, 1.6), fill: true, mirror: true },
    ],
  },
  { name: "swash", kind: "ornament", width: 48, height: 24, flank: true, shapes: [{ d: "M4 12C12 2 20 2 24 12S36 22 44 12" }] },
  {
    name: "infinity",
    kind: "ornament",
    width: 40,
    height: 24,
    flank: true,
    shapes: [{ d: "M20 12C23 7 28 6 31 6C35 6 37 9 37 12C37 15 35 18 31 18C28 18 23 17 20 12C17 7 12 6 9 6C5 6 3 9 3 12C3 15 5 18 9 18C12 18 17 17 20 12Z" }],
  },
  {
    name: "sun",
    kind: "ornament",
    width: 32,
    height: 32,
    flank: true,
    shapes: [
      { d: circle(16, 16, 5) },
      { d: repeat(8, (index) => `M${point(...polar(16, 16, 8.5, index * 45))}L${point(...polar(16, 16, 12.5, index * 45))}`) },
    ],
  },
  {
    name: "flower",
    kind: "ornament",
    width: 32,
    height: 32,
    flank: true,
    shapes: [
      { d: repeat(6, (index) => leaf(...polar(16, 16, 3.5, index * 60 - 90), index * 60 - 90, 11, 3.6)) },
      { d: circle(16, 16, 2.2), fill: true },
    ],
  },
  {
    name: "beads",
    kind: "ornament",
    width: 144,
    height: 12,
    flank: false,
    shapes: [
      { d: repeat(5, (index) => circle(8 + index * 32, 6, index === 2 ? 3.2 : 2)), fill: true },
      { d: repeat(4, (index) => `M${24 + index * 32 - 6} 6h12`) },
    ],
  },
  {
    name: "notch",
    kind: "ornament",
    width: 40,
    height: 24,
    flank: true,
    joined: true,
    shapes: [{ d: "M0 12H10L20 21L30 12H40" }, { d: circle(20, 7, 2.2), fill: true }],
  },
] as const satisfies readonly DividerGraphic[];

export type DividerGraphicName = (typeof DIVIDER_GRAPHICS)[number]["name"];

/** Every divider style: the plain line first, then the graphics. */
export const DIVIDER_TYPE_NAMES = ["line", ...DIVIDER_GRAPHICS.map((graphic) => graphic.name)] as ["line", ...DividerGraphicName[]];
export type DividerTypeName = "line" | DividerGraphicName;

const BY_NAME: ReadonlyMap<string, DividerGraphic> = new Map(DIVIDER_GRAPHICS.map((graphic) => [graphic.name, graphic]));

export const dividerGraphic = (name: string): DividerGraphic | undefined => BY_NAME.get(name);

// Renders the artwork of the starter design templates (design-templates/media/) and writes
// design-templates/media.json in the export format (docs/export-format.md: key, file, name,
// sourceFileName, mimeType, width, height, kind, checksum).
//
//   npx tsx scripts/design-assets.ts
//
// There is no stock photography on an offline machine, and none we could ship without a licence, so
// every image is hand-authored SVG (watercolour washes, botanical line art, art-deco patterns,
// abstract silhouettes) rendered by sharp to JPEG. Everything is seeded: the same script always
// writes the same bytes, so checksums only change when the artwork does. Images stay within the
// library's storage rules (≤ 2000 px, no metadata), so an import stores them as they are.

import { createHash } from "node:crypto";
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.join(process.cwd(), "design-templates");
const MEDIA_DIR = path.join(ROOT, "media");

// ---- small drawing kit ----

/** A deterministic random source (mulberry32), so every run draws the same picture. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

/** A soft organic shape around (cx, cy): a closed curve through jittered points on an ellipse. */
function blobPath(cx: number, cy: number, rx: number, ry: number, seed: number, wobble = 0.28, points = 9): string {
  const rand = random(seed);
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const k = 1 - wobble / 2 + rand() * wobble;
    return [cx + Math.cos(angle) * rx * k, cy + Math.sin(angle) * ry * k] as const;
  });
  const mid = (a: readonly [number, number], b: readonly [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  let d = `M${r1(mid(pts[points - 1], pts[0])[0])} ${r1(mid(pts[points - 1], pts[0])[1])}`;
  for (let i = 0; i < points; i++) {
    const next = mid(pts[i], pts[(i + 1) % points]);
    d += `Q${r1(pts[i][0])} ${r1(pts[i][1])} ${r1(next[0])} ${r1(next[1])}`;
  }
  return d + "Z";
}

/** A watercolour wash: a blurred blob with a slightly darker, sharper rim, as pigment pools at the edge. */
function wash(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number, seed: number): string {
  const d = blobPath(cx, cy, rx, ry, seed);
  const inner = blobPath(cx + rx * 0.05, cy - ry * 0.04, rx * 0.82, ry * 0.8, seed + 7);
  return `<g opacity="${opacity}"><path d="${d}" fill="${color}" filter="url(#soft)" opacity="0.55"/><path d="${inner}" fill="${color}" filter="url(#softer)" opacity="0.5"/><path d="${d}" fill="none" stroke="${color}" stroke-width="3" filter="url(#edge)" opacity="0.45"/></g>`;
}

/** An almond leaf from (x, y) pointing at `deg`. */
function leaf(x: number, y: number, deg: number, length: number, width: number): string {
  const a = (deg * Math.PI) / 180;
  const tip = [x + Math.cos(a) * length, y + Math.sin(a) * length];
  const mx = x + Math.cos(a) * length * 0.5;
  const my = y + Math.sin(a) * length * 0.5;
  const n = [Math.cos(a + Math.PI / 2) * width, Math.sin(a + Math.PI / 2) * width];
  return `M${r1(x)} ${r1(y)}Q${r1(mx + n[0])} ${r1(my + n[1])} ${r1(tip[0])} ${r1(tip[1])}Q${r1(mx - n[0])} ${r1(my - n[1])} ${r1(x)} ${r1(y)}Z`;
}

/** A botanical sprig: a curved stem from (x, y) at `deg` with alternating leaves (line art). */
function sprig(x: number, y: number, deg: number, length: number, stroke: string, width: number, seed: number, leafFill = "none"): string {
  const rand = random(seed);
  const a = (deg * Math.PI) / 180;
  const bend = (rand() - 0.5) * 0.6;
  const end = [x + Math.cos(a) * length, y + Math.sin(a) * length];
  const ctrl = [x + Math.cos(a + bend) * length * 0.55, y + Math.sin(a + bend) * length * 0.55];
  let leaves = "";
  const count = 7;
  for (let i = 1; i <= count; i++) {
    const t = i / (count + 1);
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t ** 2 * end[0];
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t ** 2 * end[1];
    const side = i % 2 ? 1 : -1;
    const size = length * (0.2 - t * 0.09);
    leaves += `<path d="${leaf(px, py, deg + side * (38 + rand() * 14), size, size * 0.3)}"/>`;
  }
  leaves += `<path d="${leaf(end[0], end[1], deg, length * 0.12, length * 0.035)}"/>`;
  return `<g fill="${leafFill}" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"><path d="M${r1(x)} ${r1(y)}Q${r1(ctrl[0])} ${r1(ctrl[1])} ${r1(end[0])} ${r1(end[1])}" fill="none"/>${leaves}</g>`;
}

/** A stylised open flower (peony, rose, ranunculus): rings of rotated petals. */
function bloom(cx: number, cy: number, r: number, colors: string[], seed: number): string {
  const rand = random(seed);
  let out = "";
  const rings = colors.length;
  colors.forEach((color, ring) => {
    const radius = r * (1 - ring / (rings + 0.6));
    const petals = 7 + ring;
    const turn = rand() * 60;
    for (let i = 0; i < petals; i++) {
      const deg = turn + (i * 360) / petals;
      out += `<ellipse cx="${r1(cx)}" cy="${r1(cy - radius * 0.45)}" rx="${r1(radius * 0.42)}" ry="${r1(radius * 0.58)}" transform="rotate(${r1(deg)} ${r1(cx)} ${r1(cy)})" fill="${color}" opacity="0.78"/>`;
    }
  });
  out += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r * 0.14)}" fill="${colors[colors.length - 1]}"/>`;
  return `<g filter="url(#petal)">${out}</g>`;
}

/** Layered rolling hills along the bottom of the picture. */
function hills(width: number, height: number, base: number, amplitude: number, color: string, seed: number, opacity = 1): string {
  const rand = random(seed);
  const step = width / 6;
  let d = `M0 ${height}L0 ${r1(base)}`;
  let x = 0;
  while (x < width) {
    const nx = x + step;
    d += `Q${r1(x + step / 2)} ${r1(base - amplitude * (0.4 + rand()))} ${r1(nx)} ${r1(base + (rand() - 0.5) * amplitude * 0.6)}`;
    x = nx;
  }
  return `<path d="${d}L${width} ${height}Z" fill="${color}" opacity="${opacity}"/>`;
}

/** The filters every picture may use: soft blur for washes, a crisp rim, petal softness and paper grain. */
const DEFS = `<defs>
<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="28"/></filter>
<filter id="softer" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="edge" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.6"/></filter>
<filter id="petal" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="1.2"/></filter>
<filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0.09 0"/></filter>
</defs>`;

/** Paper: the ground colour with a faint fibrous grain over it. */
const paper = (w: number, h: number, color: string, grain = true) =>
  `<rect width="${w}" height="${h}" fill="${color}"/>${grain ? `<rect width="${w}" height="${h}" filter="url(#grain)"/>` : ""}`;

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${DEFS}${body}</svg>`;

const linearV = (id: string, stops: [string, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("")}</linearGradient>`;

// ---- the artwork, by sector ----

interface Art {
  key: string;
  name: string;
  width: number;
  height: number;
  draw: () => string;
}

const W = 1600;
const H = 960;

/** Weddings: blush and sage watercolour with botanical line art. */
const weddingArt: Art[] = [
  {
    key: "wed-cover",
    name: "Blush and sage watercolour with olive sprigs",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        paper(W, H, "#94695f") +
          wash(360, 260, 420, 300, "#b88a7d", 0.9, 11) +
          wash(1280, 720, 460, 320, "#7c866a", 0.85, 12) +
          wash(1180, 200, 260, 200, "#c49a8c", 0.7, 13) +
          wash(420, 820, 300, 200, "#8a9477", 0.7, 14) +
          sprig(140, 900, -62, 520, "#f1e4d8", 3, 1) +
          sprig(1480, 80, 128, 480, "#f1e4d8", 3, 2) +
          sprig(1500, 940, -118, 380, "#e8c9bb", 2.4, 3) +
          bloom(250, 190, 90, ["#e9bfb1", "#dea496", "#c98a7d"], 4) +
          bloom(1360, 800, 70, ["#f1d2c6", "#e3b1a2", "#cf9384"], 5),
      ),
  },
  {
    key: "wed-table",
    name: "Long table with candles, abstract",
    width: 1200,
    height: 900,
    draw: () => {
      let plates = "";
      for (let i = 0; i < 5; i++) {
        const x = 180 + i * 210;
        plates += `<ellipse cx="${x}" cy="560" rx="80" ry="26" fill="#fffaf5" stroke="#d9c3b5" stroke-width="2"/><ellipse cx="${x}" cy="560" rx="52" ry="16" fill="none" stroke="#e4d2c6" stroke-width="2"/>`;
        plates += `<path d="M${x + 70} 470 l-14 60 h28 z" fill="#ffffff" opacity="0.55" stroke="#cdb9aa"/><line x1="${x + 70}" y1="530" x2="${x + 70}" y2="552" stroke="#cdb9aa" stroke-width="2"/>`;
      }
      let candles = "";
      for (let i = 0; i < 4; i++) {
        const x = 285 + i * 210;
        candles += `<circle cx="${x}" cy="300" r="60" fill="#ffd9a0" opacity="0.35" filter="url(#glow)"/><rect x="${x - 7}" y="320" width="14" height="170" rx="4" fill="#f6ede3" stroke="#d8c6b5"/><path d="M${x} 296 q10 14 0 26 q-10 -12 0 -26z" fill="#e8a860"/>`;
      }
      return svg(
        1200,
        900,
        paper(1200, 900, "#efe4da") +
          wash(600, 240, 560, 220, "#e7cbbd", 0.7, 21) +
          `<path d="M0 600 L1200 600 L1200 900 L0 900Z" fill="#f8f1ea"/><path d="M0 600 L1200 600" stroke="#d8c4b6" stroke-width="3"/>` +
          sprig(40, 640, -8, 1120, "#8b9a78", 3, 22, "#b9c4a7") +
          candles +
          plates +
          bloom(120, 610, 46, ["#f0cfc3", "#dea496"], 23) +
          bloom(1090, 600, 52, ["#f3dad0", "#e1ae9f"], 24),
      );
    },
  },
  {
    key: "wed-arch",
    name: "Ceremony arch line art",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#f6eee6") +
          wash(600, 420, 430, 380, "#ead0c4", 0.75, 31) +
          wash(900, 760, 320, 160, "#c5cfb5", 0.7, 32) +
          `<path d="M330 860 V420 A270 270 0 0 1 870 420 V860" fill="none" stroke="#9c7d6d" stroke-width="6"/>` +
          `<path d="M360 860 V430 A240 240 0 0 1 840 430 V860" fill="none" stroke="#c8ab99" stroke-width="2"/>` +
          sprig(330, 520, -70, 300, "#6f7f5e", 3, 33, "#a9b795") +
          sprig(870, 520, -110, 300, "#6f7f5e", 3, 34, "#a9b795") +
          bloom(430, 260, 60, ["#f2d4c9", "#e2ac9c", "#c98a7d"], 35) +
          bloom(560, 175, 48, ["#f6e2da", "#e6bcae"], 36) +
          bloom(760, 240, 66, ["#efcabd", "#d99c8c", "#bf7e70"], 37) +
          `<path d="M200 860 H1000" stroke="#b59a8a" stroke-width="3"/>` +
          `<g fill="#efe2d7" stroke="#c8ab99" stroke-width="2">${[0, 1, 2, 3].map((i) => `<rect x="${420 + i * 95}" y="760" width="60" height="100" rx="8"/>`).join("")}</g>`,
      ),
  },
  {
    key: "wed-rings",
    name: "Two rings and petals",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#f3ebe4") +
          wash(600, 450, 420, 330, "#e9c9bc", 0.8, 41) +
          wash(300, 700, 240, 160, "#c7d0b8", 0.6, 42) +
          `<circle cx="540" cy="450" r="120" fill="none" stroke="#c9a66b" stroke-width="22"/><circle cx="540" cy="450" r="120" fill="none" stroke="#f3e2bd" stroke-width="4" stroke-dasharray="40 380"/>` +
          `<circle cx="690" cy="470" r="100" fill="none" stroke="#b8945a" stroke-width="16"/>` +
          [0, 1, 2, 3, 4, 5].map((i) => `<path d="${leaf(220 + i * 150, 160 + (i % 2) * 580, i * 61, 70, 26)}" fill="#e3ada0" opacity="0.7"/>`).join("") +
          sprig(960, 860, -100, 360, "#7d8a6a", 3, 43),
      ),
  },
];

/** Venue: deep navy and brass, art-deco geometry. */
function decoFan(cx: number, cy: number, r: number, stroke: string, rays: number): string {
  let out = "";
  for (let i = 0; i <= rays; i++) {
    const a = Math.PI + (i / rays) * Math.PI;
    out += `<line x1="${cx}" y1="${cy}" x2="${r1(cx + Math.cos(a) * r)}" y2="${r1(cy + Math.sin(a) * r)}"/>`;
  }
  for (const k of [0.35, 0.6, 0.85, 1]) out += `<path d="M${r1(cx - r * k)} ${cy} A${r1(r * k)} ${r1(r * k)} 0 0 1 ${r1(cx + r * k)} ${cy}"/>`;
  return `<g fill="none" stroke="${stroke}" stroke-width="2">${out}</g>`;
}

const venueArt: Art[] = [
  {
    key: "venue-cover",
    name: "Art-deco ballroom arches",
    width: W,
    height: H,
    draw: () => {
      let arches = "";
      for (let i = 0; i < 5; i++) {
        const x = 160 + i * 320;
        arches += `<path d="M${x - 110} 960 V470 A110 110 0 0 1 ${x + 110} 470 V960" fill="url(#archGlow)" stroke="#b89b5e" stroke-width="3"/>`;
        arches += decoFan(x, 470, 100, "#8f7748", 12);
        arches += `<path d="M${x - 128} 960 V462 A128 128 0 0 1 ${x + 128} 462 V960" fill="none" stroke="#6f5d3a" stroke-width="1.5"/>`;
      }
      let chandelier = "";
      for (const x of [480, 800, 1120]) {
        chandelier += `<circle cx="${x}" cy="190" r="120" fill="#f3d9a0" opacity="0.22" filter="url(#glow)"/><line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#b89b5e" stroke-width="2"/>`;
        chandelier += `<g fill="none" stroke="#d6bd84" stroke-width="2"><path d="M${x - 70} 170 Q${x} 240 ${x + 70} 170"/><path d="M${x - 45} 155 Q${x} 205 ${x + 45} 155"/></g>`;
        chandelier += [-70, -35, 0, 35, 70].map((dx) => `<circle cx="${x + dx}" cy="${dx === 0 ? 215 : Math.abs(dx) === 35 ? 200 : 172}" r="5" fill="#f6e3b4"/>`).join("");
      }
      return svg(
        W,
        H,
        `<defs>${linearV("bg", [["0", "#0f1b2d"], ["1", "#1b2c45"]])}${linearV("archGlow", [["0", "#2a3d5c"], ["1", "#142238"]])}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>` +
          arches +
          chandelier +
          `<rect x="0" y="900" width="${W}" height="60" fill="#0b1422"/><path d="M0 900 H${W}" stroke="#b89b5e" stroke-width="3"/>`,
      );
    },
  },
  {
    key: "venue-hall",
    name: "Grand hall with round tables",
    width: 1200,
    height: 900,
    draw: () => {
      let tables = "";
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 5; col++) {
          const x = 180 + col * 210 + (row % 2) * 60;
          const y = 520 + row * 120;
          const s = 0.7 + row * 0.15;
          tables += `<ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${22 * s}" fill="#f3ede2" stroke="#c7ad76" stroke-width="2"/><rect x="${x - 3}" y="${y - 60 * s}" width="6" height="${50 * s}" fill="#c7ad76"/><circle cx="${x}" cy="${y - 66 * s}" r="${16 * s}" fill="#e3c9a0"/>`;
        }
      }
      let windows = "";
      for (let i = 0; i < 6; i++) windows += `<path d="M${90 + i * 200} 420 V170 A70 70 0 0 1 ${230 + i * 200} 170 V420 Z" fill="#2d4468" stroke="#b89b5e" stroke-width="3"/><line x1="${160 + i * 200}" y1="110" x2="${160 + i * 200}" y2="420" stroke="#b89b5e" stroke-width="1.5"/>`;
      return svg(1200, 900, `<rect width="1200" height="900" fill="#18263d"/><rect y="440" width="1200" height="460" fill="#223552"/>` + windows + `<path d="M0 440 H1200" stroke="#b89b5e" stroke-width="3"/>` + tables);
    },
  },
  {
    key: "venue-terrace",
    name: "Terrace at dusk over the water",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<defs>${linearV("sky", [["0", "#1c2b48"], ["0.55", "#8a6f7f"], ["1", "#e7b98c"]])}</defs><rect width="1200" height="900" fill="url(#sky)"/>` +
          `<circle cx="820" cy="470" r="70" fill="#f6d7a4" opacity="0.9"/><circle cx="820" cy="470" r="180" fill="#f6d7a4" opacity="0.25" filter="url(#glow)"/>` +
          `<rect y="540" width="1200" height="360" fill="#2b3b5a"/>` +
          [0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${620 + i * 20} ${570 + i * 26} h${400 - i * 40}" stroke="#f6d7a4" stroke-width="3" opacity="${0.5 - i * 0.06}"/>`).join("") +
          `<rect y="690" width="1200" height="210" fill="#121d30"/>` +
          Array.from({ length: 13 }, (_, i) => `<rect x="${i * 96 + 10}" y="620" width="10" height="70" fill="#0e1726"/>`).join("") +
          `<rect y="610" width="1200" height="12" fill="#0e1726"/>` +
          `<g stroke="#b89b5e" stroke-width="1.5">${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${60 + i * 6}" x2="1200" y2="${120 + i * 12}" opacity="0.15"/>`).join("")}</g>` +
          Array.from({ length: 12 }, (_, i) => `<circle cx="${60 + i * 100}" cy="${90 + Math.sin(i) * 20 + i * 5}" r="6" fill="#ffe6b0"/><circle cx="${60 + i * 100}" cy="${90 + Math.sin(i) * 20 + i * 5}" r="22" fill="#ffe6b0" opacity="0.25"/>`).join(""),
      ),
  },
  {
    key: "venue-garden",
    name: "Formal garden with clipped hedges",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<defs>${linearV("gsky", [["0", "#e9e3d6"], ["1", "#f6f1e7"]])}</defs><rect width="1200" height="900" fill="url(#gsky)"/>` +
          hills(1200, 900, 420, 60, "#9aa88c", 51, 0.6) +
          `<path d="M0 900 L520 430 L680 430 L1200 900Z" fill="#e8dcc4"/>` +
          [0, 1, 2, 3].map((i) => `<path d="M${480 - i * 110} ${480 + i * 110} h${-160 + i * -30} v${40 + i * 12} h${160 + i * 30}z" fill="#4f6146"/><path d="M${720 + i * 110} ${480 + i * 110} h${160 + i * 30} v${40 + i * 12} h${-160 - i * 30}z" fill="#4f6146"/>`).join("") +
          [0, 1, 2].map((i) => `<ellipse cx="${410 - i * 140}" cy="${420 + i * 130}" rx="${28 + i * 10}" ry="${70 + i * 22}" fill="#3f5239"/><ellipse cx="${790 + i * 140}" cy="${420 + i * 130}" rx="${28 + i * 10}" ry="${70 + i * 22}" fill="#3f5239"/>`).join("") +
          `<path d="M560 430 V330 A40 40 0 0 1 640 330 V430" fill="#f6f1e7" stroke="#b89b5e" stroke-width="3"/>` +
          decoFan(600, 330, 36, "#b89b5e", 8),
      ),
  },
];

/** DMC: terracotta, sand and Aegean blue landscapes. */
function balloon(cx: number, cy: number, r: number, colors: [string, string]): string {
  return `<g><path d="M${cx - r} ${cy} A${r} ${r * 1.1} 0 1 1 ${cx + r} ${cy} Q${cx + r * 0.7} ${cy + r * 0.9} ${cx + r * 0.25} ${cy + r * 1.35} H${cx - r * 0.25} Q${cx - r * 0.7} ${cy + r * 0.9} ${cx - r} ${cy}Z" fill="${colors[0]}"/><path d="M${cx - r * 0.35} ${cy - r * 1.05} Q${cx - r * 0.55} ${cy + r * 0.4} ${cx - r * 0.12} ${cy + r * 1.35} H${cx + r * 0.12} Q${cx + r * 0.55} ${cy + r * 0.4} ${cx + r * 0.35} ${cy - r * 1.05}Z" fill="${colors[1]}"/><rect x="${cx - r * 0.18}" y="${cy + r * 1.5}" width="${r * 0.36}" height="${r * 0.28}" fill="#6b4a34"/><path d="M${cx - r * 0.25} ${cy + r * 1.35} L${cx - r * 0.18} ${cy + r * 1.5} M${cx + r * 0.25} ${cy + r * 1.35} L${cx + r * 0.18} ${cy + r * 1.5}" stroke="#6b4a34" stroke-width="1.5"/></g>`;
}

function chimneys(base: number, color: string, cap: string, seed: number, count: number, width: number): string {
  const rand = random(seed);
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (i + 0.5) * (width / count) + (rand() - 0.5) * 40;
    const h = 140 + rand() * 200;
    const w = 40 + rand() * 40;
    out += `<path d="M${r1(x - w)} ${base} Q${r1(x - w * 0.3)} ${r1(base - h * 0.6)} ${r1(x - w * 0.25)} ${r1(base - h)} H${r1(x + w * 0.25)} Q${r1(x + w * 0.3)} ${r1(base - h * 0.6)} ${r1(x + w)} ${base}Z" fill="${color}"/><ellipse cx="${r1(x)}" cy="${r1(base - h)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.22)}" fill="${cap}"/>`;
  }
  return out;
}

const dmcArt: Art[] = [
  {
    key: "dmc-cover",
    name: "Balloons over fairy chimneys at sunrise",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        `<defs>${linearV("dsky", [["0", "#4a2530"], ["0.55", "#9a4636"], ["1", "#d98a5e"]])}</defs><rect width="${W}" height="${H}" fill="url(#dsky)"/>` +
          `<circle cx="1180" cy="640" r="150" fill="#f0a36e" opacity="0.85"/><circle cx="1180" cy="640" r="320" fill="#f2b486" opacity="0.3" filter="url(#glow)"/>` +
          balloon(380, 230, 70, ["#c4623f", "#e08a5f"]) +
          balloon(640, 140, 42, ["#2f6f7e", "#5c98a3"]) +
          balloon(980, 300, 54, ["#d7a04b", "#edc37a"]) +
          balloon(1370, 180, 36, ["#b0563a", "#d9845d"]) +
          balloon(200, 120, 26, ["#7c8e6a", "#a5b591"]) +
          hills(W, H, 700, 80, "#a35a42", 61) +
          chimneys(800, "#8e4b35", "#6f3626", 62, 11, W) +
          hills(W, H, 820, 50, "#733828", 63) +
          chimneys(960, "#5c2a1f", "#401c15", 64, 8, W) +
          paper(W, H, "transparent"),
      ),
  },
  {
    key: "dmc-coast",
    name: "Aegean cove with a gulet",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<defs>${linearV("csky", [["0", "#f4e6d4"], ["1", "#f8efe3"]])}${linearV("sea", [["0", "#4f8f9c"], ["1", "#2c5f6e"]])}</defs><rect width="1200" height="900" fill="url(#csky)"/>` +
          `<circle cx="300" cy="220" r="90" fill="#eeb58a" opacity="0.85"/>` +
          hills(1200, 900, 430, 120, "#b9a07a", 71) +
          `<rect y="500" width="1200" height="400" fill="url(#sea)"/>` +
          Array.from({ length: 10 }, (_, i) => `<path d="M${80 + (i % 3) * 380} ${560 + i * 32} q40 -10 80 0 t80 0" fill="none" stroke="#cfe4e6" stroke-width="2" opacity="0.6"/>`).join("") +
          `<path d="M600 640 h300 l-40 50 h-230 z" fill="#7a4a31"/><path d="M700 640 V440 M820 640 V470" stroke="#5b3825" stroke-width="5"/><path d="M705 450 L780 620 H705Z M825 480 L890 620 H825Z" fill="#f6efe2"/>` +
          `<path d="M0 900 Q150 760 420 900Z" fill="#c98a5f"/><path d="M1200 900 Q1050 700 780 900Z" fill="#a86e4b"/>`,
      ),
  },
  {
    key: "dmc-old-town",
    name: "Old town skyline with domes",
    width: 1200,
    height: 900,
    draw: () => {
      const domes = [
        [240, 520, 90],
        [520, 470, 140],
        [820, 520, 100],
        [1010, 560, 70],
      ]
        .map(([x, y, r]) => `<path d="M${x - r} ${y} A${r} ${r} 0 0 1 ${x + r} ${y}Z" fill="#b4694a"/><rect x="${x - r}" y="${y}" width="${r * 2}" height="${900 - y}" fill="#c98460"/><line x1="${x}" y1="${y - r}" x2="${x}" y2="${y - r - 40}" stroke="#7d4129" stroke-width="4"/>`)
        .join("");
      const minarets = [380, 680, 930]
        .map((x) => `<rect x="${x - 12}" y="260" width="24" height="640" fill="#a35a3b"/><path d="M${x - 12} 260 L${x} 170 L${x + 12} 260Z" fill="#7d4129"/><rect x="${x - 20}" y="380" width="40" height="10" fill="#7d4129"/>`)
        .join("");
      return svg(1200, 900, `<defs>${linearV("osky", [["0", "#e9a77f"], ["1", "#f6dcc0"]])}</defs><rect width="1200" height="900" fill="url(#osky)"/>` + `<circle cx="600" cy="380" r="260" fill="#f4c59b" opacity="0.5" filter="url(#glow)"/>` + minarets + domes + `<rect y="760" width="1200" height="140" fill="#8c4a30"/>` + Array.from({ length: 8 }, (_, i) => `<path d="M${i * 160 + 20} 790 q30 20 60 0" stroke="#e9c9a4" stroke-width="3" fill="none" opacity="0.6"/>`).join(""));
    },
  },
  {
    key: "dmc-dinner",
    name: "Lantern-lit gala dinner in a courtyard",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<rect width="1200" height="900" fill="#3a2a26"/>` +
          Array.from({ length: 3 }, (_, row) =>
            Array.from({ length: 9 }, (_, i) => {
              const x = 80 + i * 130 + row * 30;
              const y = 120 + row * 90 + Math.sin(i + row) * 20;
              return `<circle cx="${x}" cy="${y}" r="40" fill="#f2b66e" opacity="0.25" filter="url(#glow)"/><path d="M${x - 14} ${y - 18} h28 l6 18 l-6 18 h-28 l-6 -18z" fill="#e9a24f"/><line x1="${x}" y1="${y - 18}" x2="${x}" y2="0" stroke="#7a5a40" stroke-width="1"/>`;
            }).join(""),
          ).join("") +
          `<path d="M100 700 H1100 L1180 900 H20Z" fill="#f3e7d6"/><path d="M100 700 H1100" stroke="#c9a071" stroke-width="3"/>` +
          Array.from({ length: 7 }, (_, i) => `<ellipse cx="${190 + i * 140}" cy="760" rx="46" ry="14" fill="#fffaf2" stroke="#c9a071"/><rect x="${186 + i * 140}" y="660" width="8" height="80" fill="#f6ede3"/><circle cx="${190 + i * 140}" cy="652" r="10" fill="#f2b66e"/>`).join("") +
          sprig(100, 720, -4, 1000, "#7f8f5f", 2.5, 81, "#9aab78"),
      ),
  },
];

/** Photography: monochrome, film grain and light. */
const photoArt: Art[] = [
  {
    key: "photo-cover",
    name: "Aperture blades in monochrome",
    width: W,
    height: H,
    draw: () => {
      const blades = Array.from({ length: 8 }, (_, i) => {
        const a = (i * 45 * Math.PI) / 180;
        const x = 800 + Math.cos(a) * 230;
        const y = 480 + Math.sin(a) * 230;
        return `<path d="M800 480 L${r1(x)} ${r1(y)} A230 230 0 0 1 ${r1(800 + Math.cos(a + 0.9) * 230)} ${r1(480 + Math.sin(a + 0.9) * 230)}Z" fill="${i % 2 ? "#3a3a3a" : "#2a2a2a"}" stroke="#5a5a5a" stroke-width="1.5"/>`;
      }).join("");
      return svg(
        W,
        H,
        `<defs><radialGradient id="pbg" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#4a4a4a"/><stop offset="1" stop-color="#0e0e0e"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#pbg)"/>` +
          `<circle cx="800" cy="480" r="330" fill="none" stroke="#6b6b6b" stroke-width="2"/><circle cx="800" cy="480" r="300" fill="#1a1a1a"/>` +
          blades +
          `<circle cx="800" cy="480" r="90" fill="#050505"/><circle cx="770" cy="450" r="26" fill="#ffffff" opacity="0.18"/>` +
          `<circle cx="800" cy="480" r="380" fill="none" stroke="#8a8a8a" stroke-width="1" stroke-dasharray="2 10"/>` +
          `<rect width="${W}" height="${H}" filter="url(#grain)" opacity="0.9"/>`,
      );
    },
  },
  {
    key: "photo-couple",
    name: "Two silhouettes against a bright window",
    width: 900,
    height: 1200,
    draw: () =>
      svg(
        900,
        1200,
        `<defs><radialGradient id="win" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#f4f4f4"/><stop offset="1" stop-color="#8c8c8c"/></radialGradient></defs><rect width="900" height="1200" fill="#222"/>` +
          `<path d="M150 1200 V420 A300 300 0 0 1 750 420 V1200Z" fill="url(#win)"/><path d="M450 120 V1200 M150 700 H750" stroke="#2a2a2a" stroke-width="14"/>` +
          `<g fill="#111"><circle cx="370" cy="560" r="52"/><path d="M300 1200 Q290 760 330 640 Q370 610 410 640 Q470 760 460 1200Z"/><circle cx="520" cy="585" r="46"/><path d="M440 1200 Q450 820 480 680 Q520 640 560 680 Q640 900 680 1200Z"/></g>` +
          `<rect width="900" height="1200" filter="url(#grain)"/>`,
      ),
  },
  {
    key: "photo-light",
    name: "Light leaks over film",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<rect width="1200" height="900" fill="#1b1b1b"/>` +
          wash(300, 300, 360, 260, "#e6e6e6", 0.55, 91) +
          wash(900, 650, 300, 220, "#9e9e9e", 0.6, 92) +
          Array.from({ length: 14 }, (_, i) => `<rect x="${60 + i * 80}" y="40" width="40" height="26" rx="4" fill="#0c0c0c"/><rect x="${60 + i * 80}" y="834" width="40" height="26" rx="4" fill="#0c0c0c"/>`).join("") +
          `<rect x="40" y="100" width="1120" height="700" fill="none" stroke="#cfcfcf" stroke-width="2" opacity="0.5"/>` +
          `<rect width="1200" height="900" filter="url(#grain)"/>`,
      ),
  },
  {
    key: "photo-horizon",
    name: "Long-exposure horizon",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<defs>${linearV("hz", [["0", "#d8d8d8"], ["0.5", "#f5f5f5"], ["0.52", "#6d6d6d"], ["1", "#2b2b2b"]])}</defs><rect width="1200" height="900" fill="url(#hz)"/>` +
          Array.from({ length: 24 }, (_, i) => `<line x1="0" y1="${480 + i * 17}" x2="1200" y2="${480 + i * 17}" stroke="#ffffff" stroke-width="${1 + (i % 3)}" opacity="${0.05 + (i % 4) * 0.03}"/>`).join("") +
          `<path d="M820 470 l120 -40 l60 40z" fill="#3a3a3a"/><line x1="900" y1="468" x2="900" y2="330" stroke="#3a3a3a" stroke-width="3"/>` +
          `<rect width="1200" height="900" filter="url(#grain)"/>`,
      ),
  },
  {
    key: "photo-details",
    name: "Still life of a bouquet in monochrome",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<rect width="1200" height="900" fill="#e8e8e8"/><rect y="620" width="1200" height="280" fill="#cfcfcf"/>` +
          `<path d="M560 620 L520 880 H680 L640 620Z" fill="#9a9a9a"/>` +
          sprig(600, 620, -110, 300, "#4a4a4a", 3, 101) +
          sprig(600, 620, -70, 320, "#4a4a4a", 3, 102) +
          bloom(540, 330, 80, ["#bdbdbd", "#8f8f8f", "#6a6a6a"], 103) +
          bloom(680, 300, 70, ["#d6d6d6", "#a5a5a5", "#7a7a7a"], 104) +
          bloom(610, 220, 60, ["#ececec", "#b8b8b8"], 105) +
          `<rect width="1200" height="900" filter="url(#grain)"/>`,
      ),
  },
];

/** Fine catering: olive, cream and linen, seen from above. */
const cateringArt: Art[] = [
  {
    key: "cat-cover",
    name: "Table setting from above on linen",
    width: W,
    height: H,
    draw: () => {
      const setting = (x: number, y: number) =>
        `<circle cx="${x}" cy="${y}" r="150" fill="#fbf8f1" stroke="#d9cfb8" stroke-width="3"/><circle cx="${x}" cy="${y}" r="104" fill="none" stroke="#e7dfcc" stroke-width="3"/>` +
        `<circle cx="${x}" cy="${y}" r="60" fill="#7b8451" opacity="0.2"/>` +
        bloom(x, y, 34, ["#a7b07a", "#7b8451"], x) +
        `<rect x="${x - 205}" y="${y - 120}" width="12" height="240" rx="6" fill="#b8a57a"/><rect x="${x - 235}" y="${y - 120}" width="10" height="240" rx="5" fill="#b8a57a"/>` +
        `<rect x="${x + 190}" y="${y - 120}" width="12" height="240" rx="6" fill="#b8a57a"/>` +
        `<circle cx="${x + 200}" cy="${y - 200}" r="44" fill="#ffffff" opacity="0.6" stroke="#d9cfb8" stroke-width="2"/>`;
      return svg(
        W,
        H,
        paper(W, H, "#474f30") +
          `<rect x="${W - 760}" y="0" width="520" height="${H}" fill="#5a6340" opacity="0.9"/>` +
          Array.from({ length: 58 }, (_, i) => `<line x1="${W - 760 + i * 9}" y1="0" x2="${W - 760 + i * 9}" y2="${H}" stroke="#6a7350" stroke-width="1" opacity="0.5"/>`).join("") +
          setting(1100, 250) +
          setting(1100, 740) +
          sprig(80, 940, -70, 380, "#c9cfae", 3, 111, "#7d8757") +
          sprig(1560, 20, 120, 300, "#c9cfae", 3, 112, "#7d8757") +
          `<circle cx="1420" cy="480" r="30" fill="#f5e7c0"/><circle cx="1420" cy="480" r="110" fill="#f3d79c" opacity="0.25" filter="url(#glow)"/>`,
      );
    },
  },
  {
    key: "cat-canapes",
    name: "Canapés on a slate board",
    width: 1200,
    height: 900,
    draw: () => {
      const rand = random(121);
      let bites = "";
      for (let row = 0; row < 3; row++) {
        for (let col = 0; col < 6; col++) {
          const x = 220 + col * 150;
          const y = 300 + row * 150;
          const kind = (row + col) % 3;
          if (kind === 0) bites += `<circle cx="${x}" cy="${y}" r="44" fill="#e9d6a8"/><circle cx="${x}" cy="${y}" r="26" fill="#c46f52"/><path d="${leaf(x - 6, y - 8, -40, 28, 8)}" fill="#6d7d46"/>`;
          else if (kind === 1) bites += `<rect x="${x - 48}" y="${y - 26}" width="96" height="52" rx="10" fill="#d8b77f"/><ellipse cx="${x}" cy="${y}" rx="34" ry="16" fill="#f2ecdf"/><circle cx="${x + 10}" cy="${y - 4}" r="6" fill="#2f3524"/>`;
          else bites += `<circle cx="${x}" cy="${y}" r="40" fill="#f4efe4" stroke="#c9bb97" stroke-width="3"/><circle cx="${x + (rand() - 0.5) * 12}" cy="${y}" r="18" fill="#8a9656"/>`;
        }
      }
      return svg(1200, 900, paper(1200, 900, "#e9e2d2") + `<rect x="110" y="180" width="980" height="540" rx="26" fill="#3b3f3a"/><rect x="110" y="180" width="980" height="540" rx="26" filter="url(#grain)"/>` + bites);
    },
  },
  {
    key: "cat-wine",
    name: "Wine glasses and olive branch",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#f1ebdd") +
          wash(760, 400, 360, 300, "#d8c9a6", 0.6, 131) +
          [400, 640].map((x, i) => `<path d="M${x - 90} 220 Q${x - 100} 440 ${x} 470 Q${x + 100} 440 ${x + 90} 220Z" fill="#ffffff" opacity="0.7" stroke="#a69a80" stroke-width="3"/><path d="M${x - 86} ${330 + i * 30} Q${x - 80} 440 ${x} 462 Q${x + 80} 440 ${x + 86} ${330 + i * 30}Z" fill="${i ? "#e8d9a0" : "#7d2d38"}" opacity="0.85"/><line x1="${x}" y1="470" x2="${x}" y2="700" stroke="#a69a80" stroke-width="5"/><ellipse cx="${x}" cy="705" rx="80" ry="16" fill="none" stroke="#a69a80" stroke-width="4"/>`).join("") +
          sprig(760, 760, -25, 420, "#56603a", 3, 132, "#8d9767") +
          [0, 1, 2].map((i) => `<ellipse cx="${900 + i * 50}" cy="${640 - i * 40}" rx="16" ry="11" fill="#3f4a26"/>`).join(""),
      ),
  },
  {
    key: "cat-kitchen",
    name: "Copper pans and herbs",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#2f332c") +
          `<rect x="0" y="120" width="1200" height="14" fill="#8a6a45"/>` +
          [220, 480, 760, 1000].map((x, i) => `<line x1="${x}" y1="134" x2="${x}" y2="${200 + i * 10}" stroke="#8a6a45" stroke-width="3"/><circle cx="${x}" cy="${330 + i * 10}" r="${110 - i * 12}" fill="#b8734a"/><circle cx="${x}" cy="${330 + i * 10}" r="${90 - i * 12}" fill="#cf8b5d"/><rect x="${x - 8}" y="${200 + i * 10}" width="16" height="${30}" fill="#8a6a45"/>`).join("") +
          `<rect x="0" y="640" width="1200" height="260" fill="#5a4a38"/>` +
          sprig(140, 720, -8, 420, "#a9b584", 3, 141, "#a9b584") +
          sprig(660, 780, -14, 440, "#c1cca0", 3, 142, "#c1cca0"),
      ),
  },
];

/** Flowers: dusty rose, mauve and eucalyptus. */
const floralArt: Art[] = [
  {
    key: "flo-cover",
    name: "Garden roses and eucalyptus",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        paper(W, H, "#774d5a") +
          wash(520, 420, 520, 360, "#98677a", 0.75, 151) +
          wash(1220, 520, 420, 340, "#5f7a6e", 0.6, 152) +
          sprig(200, 900, -48, 560, "#cfe0d6", 3, 153, "#8fae9f") +
          sprig(1500, 900, -128, 560, "#cfe0d6", 3, 154, "#8fae9f") +
          sprig(900, 0, 100, 360, "#cfe0d6", 3, 155, "#a9c4b6") +
          bloom(600, 440, 170, ["#f0d3d2", "#e2aeb0", "#cf8d93", "#b5737c"], 156) +
          bloom(980, 560, 120, ["#f4e2df", "#e8c3c0", "#d6a0a0"], 157) +
          bloom(360, 640, 90, ["#dfc8dc", "#c7a4c3", "#a9839f"], 158) +
          bloom(1200, 300, 80, ["#f6e8e3", "#ebcfc8"], 159),
      ),
  },
  ...[
    ["flo-peony", "Peony study", ["#f1d1d3", "#e3a9b1", "#cc8593", "#a96375"], "#f5ece9"],
    ["flo-ranunculus", "Ranunculus in apricot", ["#f7dcc8", "#efbf9f", "#de9a78", "#c77c5c"], "#f7efe8"],
    ["flo-lilac", "Sweet pea and lilac", ["#e8d9ea", "#cfb3d4", "#b08cb8", "#8f6b98"], "#f3eef3"],
  ].map(([key, name, colors, ground], i): Art => ({
    key: key as string,
    name: name as string,
    width: 900,
    height: 900,
    draw: () =>
      svg(
        900,
        900,
        paper(900, 900, ground as string) +
          wash(450, 450, 360, 320, (colors as string[])[0], 0.6, 160 + i) +
          sprig(140, 820, -45, 420, "#7f9a8c", 3, 170 + i, "#b4c8bc") +
          bloom(470, 420, 230, colors as string[], 180 + i),
      ),
  })),
  {
    key: "flo-eucalyptus",
    name: "Eucalyptus and olive greenery",
    width: 900,
    height: 900,
    draw: () =>
      svg(
        900,
        900,
        paper(900, 900, "#eef1ec") + [0, 1, 2, 3, 4].map((i) => sprig(80 + i * 180, 900, -80 - i * 6, 700, "#6c8a7b", 3, 190 + i, i % 2 ? "#a9c0b3" : "#c8d8cf")).join(""),
      ),
  },
  {
    key: "flo-ribbon",
    name: "Silk ribbon and palette swatches",
    width: 900,
    height: 900,
    draw: () =>
      svg(
        900,
        900,
        paper(900, 900, "#f6efec") +
          ["#f0d3d2", "#d9a3a9", "#b5737c", "#a9c0b3", "#d8c3a5"].map((c, i) => `<rect x="${110 + i * 140}" y="${170 + (i % 2) * 40}" width="110" height="160" rx="8" fill="${c}"/>`).join("") +
          `<path d="M40 640 C220 480 360 820 520 620 S800 520 880 700" fill="none" stroke="#d6a0a0" stroke-width="38" stroke-linecap="round" opacity="0.85"/><path d="M40 640 C220 480 360 820 520 620 S800 520 880 700" fill="none" stroke="#f2d8d6" stroke-width="6" opacity="0.8"/>`,
      ),
  },
  {
    key: "flo-vase",
    name: "Ceramic bud vases",
    width: 900,
    height: 900,
    draw: () =>
      svg(
        900,
        900,
        paper(900, 900, "#efe7e2") +
          `<rect y="640" width="900" height="260" fill="#e2d6cf"/>` +
          [[220, 1], [450, 1.4], [680, 1.1]].map(([x, s], i) => `<path d="M${x - 50 * s} 640 Q${x - 80 * s} ${560 - 40 * s} ${x - 20 * s} ${470 - 60 * s} V${420 - 80 * s} H${x + 20 * s} V${470 - 60 * s} Q${x + 80 * s} ${560 - 40 * s} ${x + 50 * s} 640Z" fill="${["#d9c7bd", "#c9a9a6", "#b7c5bb"][i]}"/>` + sprig(x, 420 - 80 * s, -90 + (i - 1) * 14, 220, "#6c8a7b", 2.5, 200 + i) + bloom(x + (i - 1) * 20, 240 - 60 * s, 44 * s, ["#f0d3d2", "#d9a3a9", "#b5737c"], 210 + i)).join(""),
      ),
  },
];

/** Cakes: buttercream, pistachio and rose. */
function tieredCake(cx: number, base: number, scale: number, colors: string[]): string {
  let out = "";
  let y = base;
  const widths = [300, 230, 160];
  widths.forEach((w, i) => {
    const width = w * scale;
    const height = 120 * scale;
    y -= height;
    out += `<rect x="${cx - width / 2}" y="${y}" width="${width}" height="${height}" rx="${8 * scale}" fill="${colors[i % colors.length]}"/>`;
    out += `<path d="M${cx - width / 2} ${y + 10 * scale} ${Array.from({ length: 10 }, () => `q${width / 20} ${18 * scale} ${width / 10} 0`).join(" ")}" fill="none" stroke="#ffffff" stroke-width="${4 * scale}" opacity="0.8"/>`;
    out += Array.from({ length: 9 }, (_, k) => `<circle cx="${cx - width / 2 + (k + 0.5) * (width / 9)}" cy="${y + height}" r="${5 * scale}" fill="#fffaf0"/>`).join("");
  });
  out += bloom(cx + 40 * scale, y - 5 * scale, 34 * scale, ["#f1c7c7", "#e29ea4", "#c97783"], Math.round(cx)) + bloom(cx - 30 * scale, y + 2 * scale, 24 * scale, ["#f7e3d3", "#ebc3a6"], Math.round(cx) + 1);
  out += sprig(cx - 60 * scale, y + 10 * scale, 170, 90 * scale, "#7e9a6d", 2, 7, "#a8bf96");
  return out;
}

const cakeArt: Art[] = [
  {
    key: "cake-cover",
    name: "Three-tier buttercream cake",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        paper(W, H, "#a4606a") +
          wash(1180, 420, 460, 360, "#bd7f86", 0.8, 221) +
          wash(300, 780, 300, 180, "#8c9a72", 0.6, 222) +
          wash(380, 200, 300, 200, "#b8737b", 0.7, 223) +
          `<ellipse cx="1180" cy="830" rx="300" ry="40" fill="#8a4c55"/><rect x="1000" y="800" width="360" height="30" rx="6" fill="#f3e9de" stroke="#d9c6b3"/>` +
          tieredCake(1180, 800, 1.3, ["#fbf4ea", "#f6e6e2", "#fbf4ea"]) +
          sprig(120, 900, -55, 420, "#f3e1d6", 3, 224) +
          sprig(1540, 120, 150, 300, "#f3e1d6", 3, 225),
      ),
  },
  {
    key: "cake-slice",
    name: "Slice of pistachio and raspberry cake",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#f4ede3") +
          wash(600, 470, 440, 300, "#e8efdc", 0.8, 231) +
          `<ellipse cx="600" cy="690" rx="330" ry="70" fill="#ffffff" stroke="#dccfc1" stroke-width="3"/>` +
          `<path d="M330 640 L870 560 L870 380 L330 460Z" fill="#fbf5ea"/>` +
          [0, 1, 2].map((i) => `<path d="M330 ${470 + i * 56} L870 ${390 + i * 56} L870 ${424 + i * 56} L330 ${504 + i * 56}Z" fill="${["#c9d6a8", "#d9727c", "#c9d6a8"][i]}"/>`).join("") +
          `<path d="M330 460 L870 380 L760 330 L240 400Z" fill="#fffaf2"/>` +
          [0, 1, 2, 3].map((i) => `<circle cx="${420 + i * 110}" cy="${410 - i * 15}" r="14" fill="#c7485a"/>`).join("") +
          `<path d="M900 720 l180 -40" stroke="#b9a48a" stroke-width="10" stroke-linecap="round"/>`,
      ),
  },
  {
    key: "cake-tasting",
    name: "Tasting board with six flavours",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        paper(1200, 900, "#efe6dc") +
          `<rect x="130" y="190" width="940" height="520" rx="40" fill="#d9bf9c"/><rect x="130" y="190" width="940" height="520" rx="40" filter="url(#grain)"/>` +
          ["#f7e9d4", "#e8b7b2", "#c9d6a8", "#6b4536", "#f3d88e", "#d7c2e0"].map((c, i) => {
            const x = 290 + (i % 3) * 310;
            const y = 330 + Math.floor(i / 3) * 240;
            return `<rect x="${x - 80}" y="${y - 60}" width="160" height="120" rx="10" fill="${c}"/><rect x="${x - 80}" y="${y - 60}" width="160" height="24" rx="10" fill="#fffaf2" opacity="0.9"/><circle cx="${x + 40}" cy="${y - 62}" r="12" fill="#c7485a" opacity="${i % 2 ? 0 : 0.9}"/>`;
          }).join(""),
      ),
  },
];

/** The invitation: ivory, champagne gold and sage. */
function wreath(cx: number, cy: number, r: number, stroke: string, fill: string, seed: number): string {
  const rand = random(seed);
  let out = "";
  for (let i = 0; i < 28; i++) {
    const a = (i / 28) * 360 + rand() * 4;
    if (a > 250 && a < 290) continue; // an open wreath, leaving room at the top
    const rad = (a * Math.PI) / 180;
    const x = cx + Math.cos(rad) * r;
    const y = cy + Math.sin(rad) * r;
    out += `<path d="${leaf(x, y, a + 90 + (i % 2 ? 30 : -30), 42 + rand() * 14, 12)}"/>`;
  }
  return `<g fill="${fill}" stroke="${stroke}" stroke-width="2"><circle cx="${cx}" cy="${cy}" r="${r}" fill="none"/>${out}</g>`;
}

const invitationArt: Art[] = [
  {
    key: "inv-cover",
    name: "Gold laurel wreath on ivory",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        paper(W, H, "#5f6b57") +
          wash(800, 480, 560, 380, "#73806a", 0.9, 241) +
          wash(300, 200, 300, 200, "#7d8a72", 0.7, 242) +
          wreath(800, 470, 300, "#d8bd83", "none", 243) +
          `<circle cx="800" cy="470" r="340" fill="none" stroke="#d8bd83" stroke-width="1.5" stroke-dasharray="3 9"/>` +
          sprig(60, 960, -60, 420, "#c2c9b2", 2.5, 244) +
          sprig(1540, 0, 120, 420, "#c2c9b2", 2.5, 245),
      ),
  },
  {
    key: "inv-venue",
    name: "Olive grove villa at golden hour",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<defs>${linearV("isky", [["0", "#f3dcc0"], ["1", "#f8efe2"]])}</defs><rect width="1200" height="900" fill="url(#isky)"/>` +
          `<circle cx="880" cy="300" r="90" fill="#f0c48e" opacity="0.8"/>` +
          hills(1200, 900, 520, 80, "#b9bf9c", 251) +
          `<rect x="420" y="360" width="360" height="200" fill="#f4ebdd"/><path d="M400 370 L600 280 L800 370Z" fill="#c3805f"/>` +
          [0, 1, 2, 3].map((i) => `<path d="M${450 + i * 85} 560 V470 A22 22 0 0 1 ${494 + i * 85} 470 V560Z" fill="#8c9a7a"/>`).join("") +
          [150, 260, 960, 1080].map((x, i) => `<rect x="${x - 6}" y="${560 + (i % 2) * 30}" width="12" height="90" fill="#6b5b45"/><ellipse cx="${x}" cy="${540 + (i % 2) * 30}" rx="80" ry="56" fill="#7f8c6b"/><ellipse cx="${x - 20}" cy="${520 + (i % 2) * 30}" rx="50" ry="34" fill="#96a27f"/>`).join("") +
          hills(1200, 900, 720, 40, "#9aa585", 252) +
          `<path d="M600 900 Q620 760 600 620" stroke="#e8dcc5" stroke-width="40" fill="none" opacity="0.7"/>`,
      ),
  },
];

/** Corporate: slate, teal and a warm spotlight. */
const corporateArt: Art[] = [
  {
    key: "corp-cover",
    name: "Stage with spotlights and geometric light",
    width: W,
    height: H,
    draw: () =>
      svg(
        W,
        H,
        `<defs>${linearV("cbg", [["0", "#10202a"], ["1", "#1d3440"]])}</defs><rect width="${W}" height="${H}" fill="url(#cbg)"/>` +
          [300, 800, 1300].map((x, i) => `<path d="M${x} 0 L${x - 260} ${H} H${x + 260}Z" fill="${i === 1 ? "#f2c46d" : "#3fb8ac"}" opacity="0.10"/>`).join("") +
          Array.from({ length: 12 }, (_, i) => `<line x1="${i * 140}" y1="0" x2="${i * 140 + 400}" y2="${H}" stroke="#3fb8ac" stroke-width="1" opacity="0.12"/>`).join("") +
          `<rect x="360" y="620" width="880" height="40" fill="#0b151c"/><rect x="300" y="660" width="1000" height="300" fill="#0e1b23"/>` +
          `<rect x="460" y="240" width="680" height="340" rx="6" fill="#16303b" stroke="#3fb8ac" stroke-width="3"/>` +
          `<g fill="none" stroke="#f2c46d" stroke-width="3"><circle cx="800" cy="410" r="90"/><path d="M710 410 H890 M800 320 V500"/><circle cx="800" cy="410" r="40"/></g>` +
          `<circle cx="800" cy="120" r="200" fill="#f2c46d" opacity="0.12" filter="url(#glow)"/>` +
          Array.from({ length: 18 }, (_, i) => `<circle cx="${100 + i * 82}" cy="${900 - (i % 3) * 12}" r="26" fill="#08121a"/>`).join(""),
      ),
  },
  {
    key: "corp-network",
    name: "Networking reception, abstract",
    width: 1200,
    height: 900,
    draw: () => {
      const rand = random(261);
      const nodes = Array.from({ length: 22 }, () => [100 + rand() * 1000, 120 + rand() * 660] as const);
      let lines = "";
      nodes.forEach(([x, y], i) => {
        const [nx, ny] = nodes[(i * 7 + 3) % nodes.length];
        lines += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(nx)}" y2="${r1(ny)}" stroke="#3fb8ac" stroke-width="1.5" opacity="0.45"/>`;
      });
      return svg(1200, 900, `<rect width="1200" height="900" fill="#eef2f1"/>` + wash(600, 450, 460, 330, "#cfe3df", 0.8, 262) + lines + nodes.map(([x, y], i) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${10 + (i % 4) * 5}" fill="${i % 5 === 0 ? "#f2c46d" : "#1d3440"}"/>`).join(""));
    },
  },
  {
    key: "corp-stage",
    name: "Keynote stage and audience",
    width: 1200,
    height: 900,
    draw: () =>
      svg(
        1200,
        900,
        `<rect width="1200" height="900" fill="#13242e"/>` +
          `<rect x="160" y="120" width="880" height="420" rx="6" fill="#e8efee"/><rect x="160" y="120" width="880" height="420" rx="6" fill="#3fb8ac" opacity="0.18"/>` +
          `<g fill="none" stroke="#1d3440" stroke-width="6"><path d="M260 440 L420 320 L560 380 L760 220 L940 260"/></g><g fill="#f2c46d"><circle cx="420" cy="320" r="12"/><circle cx="760" cy="220" r="12"/></g>` +
          `<rect x="560" y="560" width="80" height="110" fill="#1d3440"/><rect x="0" y="660" width="1200" height="240" fill="#0b151c"/>` +
          Array.from({ length: 3 }, (_, row) => Array.from({ length: 14 }, (_, i) => `<circle cx="${50 + i * 84 + row * 20}" cy="${730 + row * 60}" r="24" fill="#1a2c36"/>`).join("")).join(""),
      ),
  },
];

const ARTWORK: Art[] = [...weddingArt, ...venueArt, ...dmcArt, ...photoArt, ...cateringArt, ...floralArt, ...cakeArt, ...invitationArt, ...corporateArt];

export interface MediaEntry {
  key: string;
  file: string;
  name: string;
  sourceFileName: string;
  mimeType: string;
  width: number;
  height: number;
  kind: "IMAGE";
  checksum: string;
}

async function main() {
  await mkdir(MEDIA_DIR, { recursive: true });
  // Artwork that is no longer drawn must not linger in the shipped folder.
  for (const file of await readdir(MEDIA_DIR)) await rm(path.join(MEDIA_DIR, file));
  const media: MediaEntry[] = [];
  let total = 0;
  for (const art of ARTWORK) {
    const bytes = await sharp(Buffer.from(art.draw()), { density: 72 })
      .resize(art.width, art.height, { fit: "fill" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .toBuffer();
    const { width, height } = await sharp(bytes).metadata();
    const file = `media/${art.key}.jpg`;
    await writeFile(path.join(ROOT, file), bytes);
    total += bytes.length;
    media.push({
      key: art.key,
      file,
      name: art.name,
      sourceFileName: `${art.key}.jpg`,
      mimeType: "image/jpeg",
      width: width!,
      height: height!,
      kind: "IMAGE",
      checksum: createHash("sha256").update(bytes).digest("hex"),
    });
  }
  await writeFile(path.join(ROOT, "media.json"), JSON.stringify({ media }, null, 2) + "\n");
  console.log(`${media.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

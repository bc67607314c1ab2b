import { colord } from "colord";
import sharp, { type OverlayOptions } from "sharp";
import { readableTextOn } from "@/lib/doc-styles/contrast";
import { MAX_INPUT_PIXELS } from "@/lib/media/image-upload";

// The link preview's card, drawn with sharp: 1200 x 630 (the size every messenger crops to), JPEG
// (small enough for WhatsApp, which drops pictures over about 300 KB). With a photo: the photo cropped
// to the card (sharp's attention strategy keeps its subject) and the logo on a white plate at the
// bottom left. Without one: the logo on a plate, or the workspace's name, on the brand colour.

export const PREVIEW_CARD = { width: 1200, height: 630 } as const;
const { width: W, height: H } = PREVIEW_CARD;

const open = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "none" }).rotate();

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0)};`);

/** The logo on a white rounded plate, at most `maxWidth` x `maxHeight` (the plate adds its padding). */
async function logoPlate(logo: Buffer, maxWidth: number, maxHeight: number) {
  const fitted = await open(logo).resize(maxWidth, maxHeight, { fit: "inside", withoutEnlargement: false }).png().toBuffer({ resolveWithObject: true });
  const pad = Math.round(Math.min(fitted.info.height, 120) * 0.35) + 16;
  const width = fitted.info.width + pad * 2;
  const height = fitted.info.height + pad * 2;
  const plate = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="18" fill="#ffffff"/></svg>`);
  const input = await sharp(plate)
    .composite([{ input: fitted.data, left: pad, top: pad }])
    .png()
    .toBuffer();
  return { input, width, height };
}

/** The workspace's name set in the card's colour, when it has no logo. */
function nameText(name: string, color: string): Buffer {
  const size = name.length > 28 ? 54 : name.length > 16 ? 68 : 84;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Serif, Georgia, serif" font-size="${size}" fill="${readableTextOn(color)}">${escapeXml(name.slice(0, 48))}</text></svg>`,
  );
}

async function brandCard(color: string, logo: Buffer | null, name: string): Promise<Buffer> {
  const base = colord(color);
  const [from, to] = [base.lighten(0.06).toHex(), base.darken(0.1).toHex()];
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/></svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (logo) {
    const plate = await logoPlate(logo, 560, 220);
    layers.push({ input: plate.input, left: Math.round((W - plate.width) / 2), top: Math.round((H - plate.height) / 2) });
  } else {
    layers.push({ input: nameText(name, base.toHex()), left: 0, top: 0 });
  }
  return sharp(background).composite(layers).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

async function photoCard(photo: Buffer, logo: Buffer | null): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (logo) {
    // A soft shade at the bottom, so the plate sits on the picture rather than floating on it.
    const shade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/></svg>`,
    );
    const plate = await logoPlate(logo, 300, 96);
    layers.push({ input: shade, left: 0, top: 0 }, { input: plate.input, left: 56, top: H - 56 - plate.height });
  }
  const cropped = await open(photo).resize(W, H, { fit: "cover", position: sharp.strategy.attention }).toBuffer();
  return sharp(cropped).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

export interface PreviewCardInput {
  /** The leading picture's bytes, or null. */
  photo: Buffer | null;
  /** The workspace's logo, or null. */
  logo: Buffer | null;
  /** The style's accent colour (the card's ground without a photo). */
  color: string;
  /** The workspace's name (set on the card when there is neither photo nor logo). */
  name: string;
}

/** The card as JPEG bytes. A photo or logo sharp cannot read is left out, never an error. */
export async function previewCard({ photo, logo, color, name }: PreviewCardInput): Promise<Buffer> {
  const readableLogo = logo && (await open(logo).metadata().then(() => true, () => false)) ? logo : null;
  if (photo) {
    const card = await photoCard(photo, readableLogo).catch(() => null);
    if (card) return card;
  }
  return brandCard(color, readableLogo, name);
}

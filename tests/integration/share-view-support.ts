import { randomUUID } from "node:crypto";
import { db } from "@/lib/db/client";
import { BLOCKS } from "@/lib/blocks/registry";
import type { FrozenBlock, FrozenSnapshot } from "@/lib/sharing/frozen";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { createDocument } from "../factories/documents";
import { createUser } from "../factories/users";

// Shares made directly in the database with a hand-built frozen copy, so the public view's tests
// do not depend on how the owner's share call freezes a document.

export const SECRET_TEXT = "Secret gala menu: truffle risotto";

/** One frozen block per registered type (defaults), a heading and a paragraph with known text. */
export function frozenBlocks(types: string[] = [...BLOCKS.keys()]): FrozenBlock[] {
  return types.map((type, order) => {
    const definition = BLOCKS.get(type)!.definition;
    const defaults = definition.defaults();
    const content = type === "heading" ? "Welcome to the gala" : type === "paragraph" ? `<p>${SECRET_TEXT}</p>` : defaults.content;
    return {
      id: `frozen${order}${randomUUID().slice(0, 8)}`,
      sourceId: `live${order}`,
      segmentType: type,
      parent: null,
      order,
      isFixedBlock: Boolean(definition.fixedPosition),
      positionName: definition.fixedPosition ?? null,
      content,
      metaData: defaults.metaData,
      imageList: [],
      miscFileList: [],
    };
  });
}

export async function createShare(
  options: {
    blocks?: FrozenBlock[];
    pin?: string | null;
    enabled?: boolean;
    expiryDate?: Date;
    message?: string;
    mediaIds?: string[];
    fileIds?: string[];
    media?: FrozenSnapshot["media"];
    landingImageId?: string | null;
    preventPrinting?: boolean;
    owner?: Awaited<ReturnType<typeof createUser>>;
    title?: string;
  } = {},
) {
  const owner = options.owner ?? (await createUser());
  const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: owner.user.id } } } });
  const document = await createDocument(owner.user.id, team.id, { title: options.title ?? "Summer gala" });
  const frozen: FrozenSnapshot = {
    version: 1,
    document: {
      id: document.id,
      title: document.title,
      type: "proposal",
      numberingStyle: "off",
      paperSize: "A4",
      styleData: {},
      customCss: null,
      header: null,
      footer: null,
      cachedData: {} as FrozenSnapshot["document"]["cachedData"],
    },
    team: { id: team.id, name: "Aubergine Events", logoId: null, faviconId: null, instagram: null, defaultCurrency: "EUR", numberFormat: { decimalSeparator: ".", groupSeparator: "," } },
    blocks: options.blocks ?? frozenBlocks(["heading", "paragraph"]),
    media: options.media ?? [],
    files: [],
  };
  const share = await db.snapshot.create({
    data: {
      documentId: document.id,
      createdById: owner.user.id,
      frozen: frozen as never,
      shareKey: newShareKey(),
      shortCode: newShortCode(),
      linkName: "Client link",
      message: options.message ?? "Dear guests,\nsee you soon.",
      landingImageId: options.landingImageId ?? null,
      expiryDate: options.expiryDate ?? new Date(Date.now() + 90 * 86400_000),
      pinProtectionCode: options.pin ?? null,
      preventPrinting: options.preventPrinting ?? false,
      enabled: options.enabled ?? true,
      mediaIds: options.mediaIds ?? [],
      fileIds: options.fileIds ?? [],
      recipients: { create: [{ recipientKey: "0" }] },
    },
  });
  return { share, owner, team, document, frozen };
}

import { z } from "zod";
import { db } from "@/lib/db/client";
import { SEARCH_TERM_MAX } from "@/lib/documents/list-format";

// User events for product analytics (workspace spec §7: "user events"). Only known names are stored,
// each with its own small data shape, so the table never fills with arbitrary client payloads. The
// index reports search terms 3 s after typing stops (lib/documents/list-format.ts SEARCH_ANALYTICS_DELAY_MS).

export const userEventSchema = z.discriminatedUnion(
  "name",
  [
    z.object({
      name: z.literal("document-search"),
      data: z.object({ term: z.string().trim().min(1).max(SEARCH_TERM_MAX) }).strict(),
    }),
  ],
  { message: "validation.invalid" },
);

export type UserEventInput = z.output<typeof userEventSchema>;
export const USER_EVENT_NAMES = userEventSchema.options.map((option) => option.shape.name.value);

export async function recordUserEvent(userId: string, event: UserEventInput): Promise<void> {
  await db.userEvent.create({ data: { userId, name: event.name, data: event.data } });
}

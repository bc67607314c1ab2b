import { RSVP_AGES, RSVP_DIETS, type RsvpAge, type RsvpDiet, type RsvpGreeting } from "@/lib/blocks/types/rsvp-form/values";
import { rsvpMetaSchema } from "@/lib/blocks/types/rsvp-form/schema";
import { db } from "@/lib/db/client";

// A document's guest list: the replies to the RSVP forms of every share of the document, read in
// one query (replies joined to their share). "A late reply updates it": replies are grouped by guest
// (share, recipient, form, the first person's name and the reply's e-mail, case-insensitive) and the
// latest of each group is the one shown and counted; it keeps the first one's time as submittedAt and
// says how many replies it stands for. Counts: replies by answer, the people of joining replies by age
// group and diet, and per event how many of those replies attend.

/** Replies read per document at most (a wedding has hundreds; this bounds the work of one request). */
export const GUEST_LIST_MAX_REPLIES = 5000;

export interface GuestPerson {
  name: string;
  greeting: RsvpGreeting | "";
  age: RsvpAge;
  diet: RsvpDiet;
}

export interface GuestReply {
  id: string;
  snapshotId: string;
  linkName: string | null;
  recipient: string;
  segmentId: string;
  joining: boolean | null;
  people: GuestPerson[];
  phone: string;
  email: string;
  excuse: { msg: string; email: string };
  /** The form's events in order, with this guest's answer. */
  events: { title: string; joining: boolean | null }[];
  submittedAt: string;
  updatedAt: string;
  /** How many replies this guest sent (more than 1: a later reply replaced the earlier ones). */
  replyCount: number;
}

export interface GuestEventCount {
  /** The event's title ("" when the planner left it empty; `number` then names it). */
  title: string;
  number: number;
  attending: number;
  notAttending: number;
}

export interface GuestCounts {
  replies: number;
  joining: number;
  notJoining: number;
  /** People named in joining replies. */
  people: number;
  byAge: Record<RsvpAge, number>;
  byDiet: Record<RsvpDiet, number>;
  events: GuestEventCount[];
}

export interface GuestList {
  replies: GuestReply[];
  counts: GuestCounts;
}

type Row = { id: string; snapshotId: string; segmentId: string; recipientKey: string; formData: unknown; createdAt: Date; snapshot: { linkName: string | null } };

function toReply(row: Row): Omit<GuestReply, "submittedAt" | "replyCount"> | null {
  const parsed = rsvpMetaSchema.safeParse(row.formData);
  if (!parsed.success) return null;
  const form = parsed.data;
  return {
    id: row.id,
    snapshotId: row.snapshotId,
    linkName: row.snapshot.linkName,
    recipient: row.recipientKey,
    segmentId: row.segmentId,
    joining: form.joining,
    people: form.peopleSection.people.map((person) => ({ name: person.name, greeting: person.greeting, age: person.age, diet: person.dietaryRequirement })),
    phone: form.phone,
    email: form.email,
    excuse: { msg: form.excuse.msg, email: form.excuse.email },
    events: form.eventsSection.events.map((event) => ({ title: event.title.trim(), joining: event.joining })),
    updatedAt: row.createdAt.toISOString(),
  };
}

/** Which guest a reply is from: a later reply with the same key replaces the earlier one. */
const guestKey = (reply: Omit<GuestReply, "submittedAt" | "replyCount">) =>
  [reply.snapshotId, reply.recipient, reply.segmentId, (reply.people[0]?.name ?? "").trim().toLowerCase(), (reply.email || reply.excuse.email).trim().toLowerCase()].join("\n");

export function countGuests(replies: GuestReply[]): GuestCounts {
  const byAge = Object.fromEntries(RSVP_AGES.map((age) => [age, 0])) as Record<RsvpAge, number>;
  const byDiet = Object.fromEntries(RSVP_DIETS.map((diet) => [diet, 0])) as Record<RsvpDiet, number>;
  const events = new Map<string, GuestEventCount>();
  let joining = 0;
  let people = 0;
  for (const reply of replies) {
    // Events are matched by title across shares (each share has its own frozen copy of the form); untitled ones by position.
    reply.events.forEach((event, index) => {
      const key = event.title ? `t:${event.title.toLowerCase()}` : `n:${index}`;
      const count = events.get(key) ?? { title: event.title, number: index + 1, attending: 0, notAttending: 0 };
      if (reply.joining === true && event.joining === true) count.attending += 1;
      if (reply.joining === false || event.joining === false) count.notAttending += 1;
      events.set(key, count);
    });
    if (reply.joining !== true) continue;
    joining += 1;
    for (const person of reply.people) {
      people += 1;
      byAge[person.age] += 1;
      byDiet[person.diet] += 1;
    }
  }
  return { replies: replies.length, joining, notJoining: replies.filter((reply) => reply.joining === false).length, people, byAge, byDiet, events: [...events.values()] };
}

/** The guest list of a document. Authorization is the caller's (lib/rsvp/access.ts). */
export async function loadGuestList(documentId: string): Promise<GuestList> {
  // The newest replies when there are more than the cap (a late reply must update the list), read
  // back in reply order.
  const newestFirst = await db.rsvpSubmission.findMany({
    where: { snapshot: { documentId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: GUEST_LIST_MAX_REPLIES,
    select: { id: true, snapshotId: true, segmentId: true, recipientKey: true, formData: true, createdAt: true, snapshot: { select: { linkName: true } } },
  });
  const rows = newestFirst.reverse();
  const guests = new Map<string, GuestReply>();
  for (const row of rows) {
    const reply = toReply(row);
    if (!reply) continue;
    const key = guestKey(reply);
    const earlier = guests.get(key);
    // Deleted and re-inserted so the map's order follows each guest's latest reply.
    guests.delete(key);
    guests.set(key, { ...reply, submittedAt: earlier?.submittedAt ?? reply.updatedAt, replyCount: (earlier?.replyCount ?? 0) + 1 });
  }
  const replies = [...guests.values()].reverse();
  return { replies, counts: countGuests(replies) };
}

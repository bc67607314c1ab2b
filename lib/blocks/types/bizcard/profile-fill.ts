import type { Me } from "@/lib/accounts/me";
import { BIZCARD_LIMITS, bizcardFieldSchemas, type BizcardContact } from "./definition";

// "Fill from my profile": the card's contact data from the signed-in planner (GET /api/users/me)
// and the workspace (its name and Instagram). Pure, so it is tested without a browser.

export type ProfileSource = Pick<Me, "firstname" | "lastname" | "title" | "email" | "mobilePhone" | "instagramUserName">;

const cap = (value: string | null | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** A value the card's schema accepts, or "" (a profile is not held to the card's rules). */
const checked = (schema: (typeof bizcardFieldSchemas)[keyof typeof bizcardFieldSchemas], value: string | null | undefined) => {
  const parsed = schema.safeParse(value ?? "");
  return parsed.success ? parsed.data : "";
};

/**
 * The contact data filled from the profile: name, title, company, e-mail, phone and Instagram are
 * replaced (the user's own Instagram, else the workspace's); the website and the photo, which a
 * profile does not hold, are kept.
 */
export function contactFromProfile(me: ProfileSource, team: { name: string; instagram: string | null }, current: BizcardContact): BizcardContact {
  return {
    ...current,
    name: cap(`${me.firstname ?? ""} ${me.lastname ?? ""}`, BIZCARD_LIMITS.name),
    title: cap(me.title, BIZCARD_LIMITS.title),
    company: cap(team.name, BIZCARD_LIMITS.company),
    email: checked(bizcardFieldSchemas.email, me.email),
    phone: cap(me.mobilePhone, BIZCARD_LIMITS.phone),
    instagram: checked(bizcardFieldSchemas.instagram, me.instagramUserName) || checked(bizcardFieldSchemas.instagram, team.instagram),
  };
}

import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { actorFromSessionCookie, type Actor } from "./actor";
import { SESSION_COOKIE } from "./session-cookie";

/**
 * The signed-in user of a page request, or null. Pages are server components: they read the cookie.
 * Read once per request (React's cache lives as long as the server render): the logged-in layout and
 * its page both ask.
 */
export const currentActor = cache(async (): Promise<Actor | null> => actorFromSessionCookie((await cookies()).get(SESSION_COOKIE)?.value));

/** For pages inside the logged-in shell: no valid session sends the visitor to the login screen. */
export async function requireActor(): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) redirect("/auth/login?session=ended");
  return actor;
}

/** For logged-out-only pages (login, register, forgot and reset password): a signed-in visitor goes to /. */
export async function redirectIfSignedIn(): Promise<void> {
  if (await currentActor()) redirect("/");
}

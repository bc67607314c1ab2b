import { GET as mailbox } from "@/app/api/dev/mailbox/route";
import { callRoute } from "./call-route";

export async function latestMailTo(to: string) {
  const { body } = await callRoute<{ to: string; subject: string; text: string; html: string }[]>(mailbox, "GET", "/api/dev/mailbox", {
    query: { to, limit: "1" },
  });
  if (!body?.length) throw new Error(`No mail to ${to}`);
  return body[0];
}

export const codeIn = (text: string) => text.match(/^\s*(\d{4})\s*$/m)?.[1];
export const linkIn = (text: string, path: string) => text.match(new RegExp(`http://localhost:3000${path}/([A-Za-z0-9_-]+)`))?.[1];

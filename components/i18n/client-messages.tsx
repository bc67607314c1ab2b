import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ComponentProps, ReactNode } from "react";
import { CLIENT_MESSAGES, type ClientArea, pickMessages } from "@/lib/i18n/client-namespaces";

type Tree = Parameters<typeof pickMessages>[0];
type ProvidedMessages = ComponentProps<typeof NextIntlClientProvider>["messages"];

// The catalogues are module constants (lib/i18n/messages.ts), so each area's pick is made once per language.
const picks = new WeakMap<object, Map<ClientArea, Tree>>();

function picked(messages: Tree, area: ClientArea): Tree {
  let byArea = picks.get(messages);
  if (!byArea) picks.set(messages, (byArea = new Map()));
  let result = byArea.get(area);
  if (!result) byArea.set(area, (result = pickMessages(messages, CLIENT_MESSAGES[area])));
  return result;
}

/**
 * Gives the client components below it only the messages of their area (lib/i18n/client-namespaces.ts),
 * instead of the whole catalogue in every page's HTML. It replaces the messages of any provider above
 * it; locale, time zone and formats still come from the request (lib/i18n/request.ts).
 */
export async function ClientMessages({ area, children }: { area: ClientArea; children: ReactNode }) {
  const messages = (await getMessages()) as Tree;
  return <NextIntlClientProvider messages={picked(messages, area) as ProvidedMessages}>{children}</NextIntlClientProvider>;
}

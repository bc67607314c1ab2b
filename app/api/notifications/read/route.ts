import { route } from "@/lib/http/route";
import { notificationContracts } from "@/lib/notifications/contracts";
import { markNotificationsRead } from "@/lib/notifications/list";

export const POST = route(notificationContracts.markRead, async ({ actor, body }) => {
  await markNotificationsRead(actor.user.id, body.ids);
  return { success: true };
});

import { route } from "@/lib/http/route";
import { notificationContracts } from "@/lib/notifications/contracts";
import { listNotifications } from "@/lib/notifications/list";

export const GET = route(notificationContracts.list, async ({ actor }) => listNotifications(actor.user.id));

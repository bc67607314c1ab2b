import { accountContracts } from "@/lib/accounts/contracts";
import { route } from "@/lib/http/route";

// Never answers 401: the client asks this to decide where to go, not to be sent to login.
export const GET = route(accountContracts.loggedIn, async ({ actor }) =>
  actor
    ? { loggedIn: true, user: { _id: actor.user.id, username: actor.user.username, isActivated: actor.user.isActivated } }
    : { loggedIn: false },
);

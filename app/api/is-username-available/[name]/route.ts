import { accountContracts } from "@/lib/accounts/contracts";
import { isUsernameAvailable } from "@/lib/accounts/registration";
import { route } from "@/lib/http/route";

export const GET = route(accountContracts.usernameAvailable, async ({ params }) => ({ available: await isUsernameAvailable(params.name) }));

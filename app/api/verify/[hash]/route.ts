import { signingContracts } from "@/lib/acceptance/signing-contracts";
import { checkAcceptedHash } from "@/lib/acceptance/verify-hash";
import { route } from "@/lib/http/route";

// Public: whether a content hash (printed on a signing certificate) belongs to an accepted document.
export const GET = route(signingContracts.verifyHash, async ({ params }) => checkAcceptedHash(params.hash));

import { editorAccountContracts } from "@/lib/accounts/editor-account-contracts";
import { markSignupPromoShown } from "@/lib/accounts/signup-promo";
import { route } from "@/lib/http/route";

export const POST = route(editorAccountContracts.signupPromoShown, async ({ actor }) => markSignupPromoShown(actor.user.id));

import { route } from "@/lib/http/route";
import { shellContracts } from "@/lib/shell/contracts";
import { setOnboardingValue } from "@/lib/shell/onboarding";

// Acts on the caller's own onboarding progress only (scope "self").
export const POST = route(shellContracts.onboarding, async ({ actor, params }) => {
  const onboarding = await setOnboardingValue(actor.user.id, params.a, params.b, params.c);
  return { success: true, onboarding };
});

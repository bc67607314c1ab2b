
// The logged-in shell (issue 3): language, onboarding
export const shellContracts = {};

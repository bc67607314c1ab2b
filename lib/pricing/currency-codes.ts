// The currencies of the product, in a module with no imports: the share view's script bundles the
// pricing engine, and lib/teams/schemas (where the workspace's default currency is checked) brings zod
// and the account schemas with it. Everything else imports the list from here.

export const CURRENCIES = ["EUR", "USD", "GBP", "TRY", "RUB"] as const;

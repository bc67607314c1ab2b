import type { LOCALES } from "@/lib/i18n/locales";
import type messages from "./messages/en.json";

// Message keys and locales are type-checked: `t("profile.nope")` and `locale: "fr"` fail to compile.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof LOCALES)[number];
    Messages: typeof messages;
  }
}

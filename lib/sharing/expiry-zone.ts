// A share's expiry is the end of its chosen day at UTC-12, where days end last (lib/sharing/share-input.ts):
// open all of that day in every time zone. Shown in this zone it reads as the chosen day.
// ("Etc/GMT+12" is UTC-12: the IANA names invert the sign.) Client-safe: no server imports.
export const EXPIRY_TIME_ZONE = "Etc/GMT+12";

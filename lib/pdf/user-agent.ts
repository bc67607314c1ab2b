// A browser's User-Agent as a person reads it on the signing certificate: "Chrome 126, Android",
// "Safari 17.4, iOS 17.4". The full string is kept with the signature; the certificate names the
// browser and system, or shows the start of the string when it names neither.

const MAX_RAW = 80;

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\bOPR\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\bFirefox\/(\d+)/, "Firefox"],
  [/\bFxiOS\/(\d+)/, "Firefox"],
  [/\bCriOS\/(\d+)/, "Chrome"],
  [/\bChrome\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b.*?\bOS (\d+)(?:_(\d+))?/, "iOS"],
  [/\bAndroid (\d+(?:\.\d+)?)/, "Android"],
  [/\bWindows NT\b/, "Windows"],
  [/\bMac OS X\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

export function shortUserAgent(userAgent: string | null | undefined): string {
  const raw = (userAgent ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  if (!raw) return "";
  let browser = "";
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(raw);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let system = "";
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(raw);
    if (match) {
      system = name === "iOS" && match[1] ? `iOS ${match[1]}${match[2] ? `.${match[2]}` : ""}` : name === "Android" && match[1] ? `Android ${match[1]}` : name;
      break;
    }
  }
  if (browser && system) return `${browser}, ${system}`;
  if (browser || system) return browser || system;
  return raw.length > MAX_RAW ? `${raw.slice(0, MAX_RAW - 1)}…` : raw;
}

/** A browser, its operating system and the kind of device, as Settings names them. */
export type DeviceInfo = { browser: string; os: string; device_type: 'desktop' | 'mobile' | 'tablet' | 'unknown' };

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\w+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b.*\bOS (\d+)/, 'iOS'],
  [/\bAndroid (\d+)/, 'Android'],
  [/\bWindows NT\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * Names the browser and system of a User-Agent header, for a person to recognise their devices:
 * the family and major version only (browsers freeze the rest). Unknown parts say "Unknown".
 */
export function describeUserAgent(userAgent: string): DeviceInfo {
  const browserMatch = BROWSERS.map(([re, name]) => [re.exec(userAgent), name] as const).find(([m]) => m);
  const browser = browserMatch ? `${browserMatch[1]} ${browserMatch[0]?.[1] ?? ''}`.trim() : 'Unknown browser';
  const os = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? 'Unknown system';
  const device_type = /\biPad\b|\bTablet\b/.test(userAgent)
    ? 'tablet'
    : /\bMobi|\biPhone\b|\bAndroid\b/.test(userAgent)
      ? 'mobile'
      : os === 'Unknown system'
        ? 'unknown'
        : 'desktop';
  return { browser, os, device_type };
}

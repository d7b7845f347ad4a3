/**
 * The two inline styles microCMS's rich editor writes (`text-align` on blocks,
 * `color` on spans), turned into classes: the CSP blocks inline style
 * attributes, and classes keep text colours to a palette with enough contrast
 * (src/styles/content.css). Anything that is not a plain alignment or colour
 * (url(), expression(), var(), …) matches no pattern and yields no class.
 */

export const ALIGN_CLASS = {
  left: 'rt-align-left',
  center: 'rt-align-center',
  right: 'rt-align-right',
  justify: 'rt-align-justify',
} as const;

/** One class per hue family: an editor's exact shade maps to the nearest family. */
export const COLOR_CLASS = {
  red: 'rt-color-red',
  orange: 'rt-color-orange',
  green: 'rt-color-green',
  teal: 'rt-color-teal',
  blue: 'rt-color-blue',
  purple: 'rt-color-purple',
  gray: 'rt-color-gray',
} as const;

/** The declarations of a style attribute, names lower-cased. */
function declarations(style: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      out.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return out;
}

export function alignClass(style: string | undefined): string | undefined {
  const value = declarations(style).get('text-align');
  return value && Object.hasOwn(ALIGN_CLASS, value) ? ALIGN_CLASS[value as keyof typeof ALIGN_CLASS] : undefined;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*[\d.]+%?\s*)?\)$/;

function parseColor(value: string): [number, number, number] | undefined {
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const rgb = RGB.exec(value);
  if (!rgb) return undefined;
  const channels = rgb.slice(1, 4).map(Number);
  return channels.every((c) => c <= 255) ? (channels as [number, number, number]) : undefined;
}

/**
 * The palette class for a `color` declaration. Near-black is the body text
 * colour already and near-white would hide text, so both give no class.
 */
export function colorClass(style: string | undefined): string | undefined {
  const value = declarations(style).get('color');
  const rgb = value === undefined ? undefined : parseColor(value);
  if (!rgb) return undefined;
  const [r, g, b] = rgb.map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * light - 1));
  if (light < 0.12 || light > 0.93) return undefined;
  if (saturation < 0.2) return light < 0.3 ? undefined : COLOR_CLASS.gray;
  const hue = (max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4) * 60;
  if (hue < 15 || hue >= 330) return COLOR_CLASS.red;
  if (hue < 65) return COLOR_CLASS.orange;
  if (hue < 165) return COLOR_CLASS.green;
  if (hue < 200) return COLOR_CLASS.teal;
  if (hue < 260) return COLOR_CLASS.blue;
  return COLOR_CLASS.purple;
}

// Draws the generated images as SVG: banners (gradient, localized headline), vendor logo badges and member
// avatars, so no image the API points at is ever broken.
import { createHash } from 'node:crypto';

/** Banner size of each group: wide for page carousels, small for the side menu, tall beside the account popups. */
const BANNER_SIZES: Record<string, [width: number, height: number]> = {
  w_leftmenu: [480, 200],
  w_license: [480, 160],
  w_login: [480, 640],
  w_register: [480, 640],
  w_forget: [480, 640],
};
const DEFAULT_BANNER_SIZE: [number, number] = [1200, 400];

const FONT_FAMILY = "'Noto Sans Lao', 'Phetsarath OT', 'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Rough width in ems: CJK glyphs are square, Latin and Lao glyphs about half as wide. */
function widthInEms(text: string): number {
  return [...text].reduce((sum, ch) => sum + (/[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : 0.58), 0);
}

/** Greedy wrap on spaces into at most `maxLines`; text without spaces (Chinese) wraps by character. */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const tokens = text.includes(' ') ? text.split(' ') : [...text];
  const joiner = text.includes(' ') ? ' ' : '';
  const lines: string[] = [];
  for (const token of tokens) {
    const last = lines[lines.length - 1];
    if (last !== undefined && widthInEms(last + joiner + token) <= maxEms) lines[lines.length - 1] = last + joiner + token;
    else lines.push(token);
  }
  if (lines.length <= maxLines) return lines;
  return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(joiner)];
}

/** Text lines that still overflow are squeezed to fit with textLength rather than cut. */
function textLines(lines: string[], x: number, firstY: number, fontSize: number, maxWidth: number, attributes: string): string {
  return lines
    .map((line, i) => {
      const fit = widthInEms(line) * fontSize > maxWidth ? ` textLength="${Math.round(maxWidth)}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${x}" y="${Math.round(firstY + i * fontSize * 1.25)}" font-size="${fontSize}"${fit} ${attributes}>${escapeXml(line)}</text>`;
    })
    .join('');
}

export interface BannerDrawing {
  groupName: string;
  headline: string;
  subline: string;
  colorFrom: string;
  colorTo: string;
}

export function bannerSvg(banner: BannerDrawing): string {
  const [width, height] = BANNER_SIZES[banner.groupName] ?? DEFAULT_BANNER_SIZE;
  const big = Math.round(Math.max(width, height) * 0.28);
  const small = Math.round(Math.max(width, height) * 0.22);
  const portrait = height > width;
  const pad = Math.round(width * 0.06);
  const textWidth = width - 2 * pad;
  const headlineSize = Math.round(portrait ? width / 11 : Math.min(height / 5, width / 18));
  const sublineSize = Math.round(headlineSize * 0.5);
  const headline = wrapText(banner.headline, textWidth / headlineSize, 2);
  const subline = wrapText(banner.subline, textWidth / sublineSize, 2);
  const blockHeight = headline.length * headlineSize * 1.25 + subline.length * sublineSize * 1.25;
  const top = Math.round(portrait ? height * 0.62 : (height - blockHeight) / 2 + headlineSize);
  const sublineTop = Math.round(top + headline.length * headlineSize * 1.25 + sublineSize * 0.2);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(banner.headline)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${escapeXml(banner.colorFrom)}"/><stop offset="1" stop-color="${escapeXml(banner.colorTo)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${big}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${width * 0.7}" cy="${height * 1.05}" r="${small}" fill="#ffffff" fill-opacity="0.06"/>`,
    `<path d="M0 ${height * 0.8} Q ${width * 0.3} ${height * 0.65} ${width * 0.55} ${height * 0.82} T ${width} ${height * 0.75} V ${height} H 0 Z" fill="#ffffff" fill-opacity="0.07"/>`,
    `<text x="${pad}" y="${pad * 0.9}" font-family="${FONT_FAMILY}" font-size="${Math.max(12, Math.round(sublineSize * 0.7))}" font-weight="700" letter-spacing="4" fill="#fde68a">MEKONG</text>`,
    textLines(headline, pad, top, headlineSize, textWidth, `font-family="${FONT_FAMILY}" font-weight="700" fill="#ffffff"`),
    textLines(
      subline,
      pad,
      sublineTop + sublineSize,
      sublineSize,
      textWidth,
      `font-family="${FONT_FAMILY}" fill="#ffffff" fill-opacity="0.85"`,
    ),
    '</svg>',
  ].join('');
}

/** A stable hue per vendor code, so each logo keeps its colour. */
function hueOf(code: string): number {
  return [...code].reduce((hash, ch) => (hash * 31 + ch.charCodeAt(0)) % 360, 7);
}

export function vendorLogoSvg(code: string): string {
  const [width, height] = [200, 80];
  const hue = hueOf(code);
  const label = code.replace(/_/g, ' ');
  const fontSize = 30;
  const fit = widthInEms(label) * fontSize > width - 32 ? ` textLength="${width - 32}" lengthAdjust="spacingAndGlyphs"` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(code)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 25%)"/></linearGradient></defs>`,
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="16" fill="url(#bg)" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    `<text x="${width / 2}" y="${height / 2 + fontSize * 0.35}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="800" fill="#ffffff"${fit}>${escapeXml(label)}</text>`,
    '</svg>',
  ].join('');
}

/** A symmetric 5×5 identicon drawn from the member's avatar seed: the same seed always gives the same face. */
export function avatarSvg(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = ((bytes[0] ?? 0) * 360) / 256;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((bytes[1 + row * 3 + col] ?? 0) & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${12 + x * 20}" y="${12 + row * 20}" width="20" height="20"/>`);
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="124" height="124" viewBox="0 0 124 124" role="img" aria-label="avatar">',
    `<rect width="124" height="124" rx="62" fill="hsl(${hue.toFixed(0)} 45% 92%)"/>`,
    `<g fill="hsl(${hue.toFixed(0)} 60% 42%)">${cells.join('')}</g>`,
    '</svg>',
  ].join('');
}

/**
 * A square game icon: the game's name on a tile coloured by its node id, with the vendor code in the bottom-left
 * corner (the tile's hot badge, heart and play button cover the other three).
 */
export function gameIconSvg(nodeId: string, name: string, vendor: string): string {
  const size = 240;
  const hue = hueOf(nodeId);
  const pad = 20;
  const fontSize = 28;
  const lines = wrapText(name, (size - 2 * pad) / fontSize, 3);
  const top = Math.round(size / 2 - ((lines.length - 1) * fontSize * 1.25) / 2 + fontSize * 0.35);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 48%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 22%)"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" rx="28" fill="url(#bg)"/>`,
    `<circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.3}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<text x="${pad}" y="${size - pad}" font-family="Arial, Helvetica, sans-serif" font-size="14" font-weight="800" fill="#fde68a">${escapeXml(vendor)}</text>`,
    textLines(
      lines,
      size / 2,
      top,
      fontSize,
      size - 2 * pad,
      `text-anchor="middle" font-family="${FONT_FAMILY}" font-weight="700" fill="#ffffff"`,
    ),
    '</svg>',
  ].join('');
}

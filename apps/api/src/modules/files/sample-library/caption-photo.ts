import sharp from 'sharp';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 1200 × 800 JPEG drawn by sharp from SVG: a coloured panel, a lighter band and a caption. */
export function captionPhoto(caption: string, colour: string): Promise<Buffer> {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">',
    '  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#1f2933"/></linearGradient></defs>`,
    '  <rect width="1200" height="800" fill="url(#g)"/>',
    '  <rect x="120" y="140" width="960" height="420" rx="24" fill="#ffffff" fill-opacity="0.18" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"/>',
    '  <g stroke="#ffffff" stroke-opacity="0.35" stroke-width="4">' +
      Array.from({ length: 11 }, (_, i) => `<line x1="${200 + i * 80}" y1="160" x2="${200 + i * 80}" y2="540"/>`).join('') +
      '</g>',
    '  <text x="600" y="680" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="#ffffff" text-anchor="middle">' +
      `${escapeXml(caption)}</text>`,
    '  <text x="600" y="740" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.8" text-anchor="middle">' +
      'Sample photo</text>',
    '</svg>',
  ].join('\n');
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

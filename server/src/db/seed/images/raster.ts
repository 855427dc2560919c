/** Rasterising: an SVG document to WebP or PNG with sharp. */
import sharp from 'sharp';

// Effort 1: flat illustrations compress well anyway, and encoding dominates seeding time.
const WEBP = { quality: 80, effort: 1 } as const;

// Rasterising

export async function toWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

export async function toPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

export function svgDoc(width: number, height: number, vbW: number, vbH: number, body: string, vbX = 0, vbY = 0): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${vbX} ${vbY} ${vbW} ${vbH}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** The 400 x 500 design box, widened or heightened to match the requested aspect. */
export function portraitBox(width: number, height: number): { x: number; y: number; w: number; h: number } {
  const aspect = width / height;
  if (aspect >= 0.8) {
    const w = 500 * aspect;
    return { x: (400 - w) / 2, y: 0, w, h: 500 };
  }
  const h = 400 / aspect;
  return { x: 0, y: (500 - h) / 2, w: 400, h };
}
